import type { FastifyPluginAsync } from 'fastify';
import { PRODUCTS_PREFIX } from 'shared-contracts';
import { watchCatalog } from './queries/catalog-changes';
import { catalogListRoutes } from './routes/catalog-lists';
import { getProductByIdRoute } from './routes/get-product-by-id';
import { getProductFiltersRoute } from './routes/get-product-filters';
import { getProductsByCategoryRoute } from './routes/get-products-by-category';
import { validateProductStockRoute } from './routes/validate-product-stock';

/**
 * The catalogue domain: the products calls under /products/api/v1 (their paths and answers are the
 * storefront's, docs/architecture.md); the seed catalogue of a shop that starts with no products
 * is written before the app serves (app.ts). The app listens for changes to the catalogue (catalog-changes.ts) so
 * that what it remembers follows every commit.
 */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const stopWatching = await watchCatalog(app.db, app.log);
  app.addHook('onClose', stopWatching);
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
