import { SEED_CATEGORIES } from '../catalog/seed/categories';
import { generateProduct, type SeedProduct } from '../catalog/seed/generate-product';

/**
 * The seed catalogue recomputed in memory: what the API must answer, worked out without SQL, so
 * the tests check the queries against an independent oracle rather than against themselves.
 */
export const SEEDED = 360;
export const seedProducts: readonly SeedProduct[] = Array.from({ length: SEEDED }, (_, i) =>
  generateProduct(i + 1, new Date()),
);
export const shownProducts = seedProducts.filter((product) => product.approved);

/**
 * Whether a seed product's offer runs now: it has one whose end lies ahead. The seed's ends lie
 * hours away from now (seed/generate-product.ts), never within a test's run.
 */
export const offerRuns = (product: SeedProduct) =>
  product.isSale && (product.offerEndDate?.getTime() ?? 0) > Date.now();

/** The price that holds now: the offer price while the offer runs, the regular (old) price once it has ended. */
export const priceNow = (product: SeedProduct) =>
  product.isSale && !offerRuns(product) ? (product.oldPriceCents ?? product.priceCents) : product.priceCents;

export function subtreeOf(categoryId: number): Set<number> {
  const ids = new Set([categoryId]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const category of SEED_CATEGORIES) {
      if (ids.has(category.parentCategoryId) && !ids.has(category.id)) {
        ids.add(category.id);
        grown = true;
      }
    }
  }
  return ids;
}

export const inCategory = (categoryId: number) => {
  const ids = subtreeOf(categoryId);
  return shownProducts.filter((product) => categoryId === 0 || ids.has(product.categoryId));
};
