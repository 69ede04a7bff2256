import type { FastifyPluginAsync } from 'fastify';
import { PRODUCTS_PREFIX } from 'shared-contracts';
import { catalogListRoutes } from './routes/catalog-lists';
import { getProductByIdRoute } from './routes/get-product-by-id';
import { getProductFiltersRoute } from './routes/get-product-filters';
import { getProductsByCategoryRoute } from './routes/get-products-by-category';
import { validateProductStockRoute } from './routes/validate-product-stock';
import { seedIfEmpty } from './seed/seed-catalog';

/**
 * The catalogue domain: the products calls of spec §7 under /products/api/v1, and the seed
 * catalogue for a shop that starts with no products (SEED_PRODUCTS).
 */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const seeded = await seedIfEmpty(app.db, app.config.SEED_PRODUCTS);
  if (seeded) app.log.info(seeded, 'seeded the catalogue');
  for (const routes of [
    catalogListRoutes,
    getProductsByCategoryRoute,
    getProductByIdRoute,
    getProductFiltersRoute,
    validateProductStockRoute,
  ]) {
    await app.register(routes, { prefix: PRODUCTS_PREFIX });
  }
};
