import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  brandsResponseSchema,
  categoriesResponseSchema,
  defaultProductsResponseSchema,
  productSizesQuerySchema,
  productSizesResponseSchema,
} from 'shared-contracts';
import { apiTags } from '../../openapi/tags';
import { errorResponses } from '../../plugins/error-responses';
import { createAnswerCache } from '../queries/answer-cache';
import { listBrands, listCategories, listHomeProducts, listSizes } from '../queries/catalog-lists';
import { LIST_ANSWERS, sendJson } from './answer-settings';

/**
 * The small list calls: categories, home products, sizes by keyword, brands. The
 * header's menu and every listing ask for the categories, and the home page (rendered on the
 * server, docs/page-rendering.md) for its products, so those two answers are kept until the
 * catalogue changes (answer-cache.ts): the home products also until any stock figure does, as a
 * product sold out or back in stock leaves or joins them.
 */
export const catalogListRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = createAnswerCache(LIST_ANSWERS);
  app.get(
    '/categories/get-public-all-categories',
    {
      schema: {
        tags: apiTags('catalog'),
        summary: 'Every category, for the menu and the listings',
        description: 'A flat list; parentCategoryId names the parent, 0 the top level.',
        response: { 200: categoriesResponseSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      const body = await answers(app.db, 'categories', async () => {
        const answer: z.input<typeof categoriesResponseSchema> = {
          responseData: { data: await listCategories(app.db) },
        };
        return { json: reply.serialize(answer) as string, productIds: [] };
      });
      return sendJson(reply, body);
    },
  );
  app.get(
    '/public-products/get-default-approved-products',
    {
      schema: {
        tags: apiTags('catalog'),
        summary: "The home page's products",
        description:
          'Up to 20 of the newest products in stock with a price, one per category before a second of any.',
        response: { 200: defaultProductsResponseSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      const body = await answers(app.db, 'home-products', async () => {
        const answer: z.input<typeof defaultProductsResponseSchema> = {
          responseData: { data: await listHomeProducts(app.db) },
        };
        return { json: reply.serialize(answer) as string, productIds: 'any' };
      });
      return sendJson(reply, body);
    },
  );
  app.get(
    '/public-products/get-product-sizes',
    {
      schema: {
        tags: apiTags('catalog'),
        summary: 'The sizes that contain a keyword',
        description:
          'Distinct sizes of shown products in size order, at most 100; an empty keyword matches every size.',
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
        tags: apiTags('catalog'),
        summary: 'Every brand',
        description: 'Public, though its path says admin-products: the path the storefront calls.',
        response: { 200: brandsResponseSchema, ...errorResponses() },
      },
    },
    async () => ({ responseData: { data: await listBrands(app.db) } }),
  );
};
