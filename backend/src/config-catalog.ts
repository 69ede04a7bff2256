import { z } from 'zod';

const MAX_SEED_PRODUCTS = 1_000_000;

/** Settings of the catalogue, images and seed (merged into configSchema). */
export const catalogSettings = {
  /**
   * How many products a shop with an empty catalogue is seeded with at start; 0 seeds nothing.
   * 100000 makes the benchmark catalogue. An empty value counts as unset.
   */
  SEED_PRODUCTS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ message: `must be a whole number from 0 to ${MAX_SEED_PRODUCTS}` })
      .int(`must be a whole number from 0 to ${MAX_SEED_PRODUCTS}`)
      .min(0, `must be a whole number from 0 to ${MAX_SEED_PRODUCTS}`)
      .max(MAX_SEED_PRODUCTS, `must be a whole number from 0 to ${MAX_SEED_PRODUCTS}`)
      .default(360),
  ),
};
