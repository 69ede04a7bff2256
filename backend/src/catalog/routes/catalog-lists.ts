import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandsResponseSchema,
  categoriesResponseSchema,
  defaultProductsResponseSchema,
  productSizesQuerySchema,
  productSizesResponseSchema,
} from 'shared-contracts';
import { errorResponses } from '../../plugins/error-responses';
import { listBrands, listCategories, listHomeProducts, listSizes } from '../queries/catalog-lists';

/** The small list calls of spec §7: categories, home products, sizes by keyword, brands. */
export const catalogListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories/get-public-all-categories',
    {
      schema: {
        tags: ['categories'],
        summary: 'Every category; parentCategoryId 0 is the top level',
        response: { 200: categoriesResponseSchema, ...errorResponses() },
      },
    },
    async () => ({ responseData: { data: await listCategories(app.db) } }),
  );
  app.get(
    '/public-products/get-default-approved-products',
    {
      schema: {
        tags: ['products'],
        summary: "The home page's products: the newest buyable ones, one per category",
        response: { 200: defaultProductsResponseSchema, ...errorResponses() },
      },
    },
    async () => ({ responseData: { data: await listHomeProducts(app.db) } }),
  );
  app.get(
    '/public-products/get-product-sizes',
    {
      schema: {
        tags: ['products'],
        summary: 'Distinct sizes containing the keyword',
        querystring: productSizesQuerySchema,
        response: { 200: productSizesResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ responseData: { data: await listSizes(app.db, request.query.keyword) } }),
  );
  app.get(
    '/admin-products/get-all-brands',
    {
      schema: {
        tags: ['products'],
        summary: 'Every brand',
        response: { 200: brandsResponseSchema, ...errorResponses() },
      },
    },
    async () => ({ responseData: { data: await listBrands(app.db) } }),
  );
};
