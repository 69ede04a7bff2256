import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { productByIdQuerySchema, productByIdResponseSchema } from 'shared-contracts';
import { apiTags } from '../../openapi/tags';
import { ApiProblem } from '../../plugins/api-errors';
import { errorResponses } from '../../plugins/error-responses';
import { createAnswerCache } from '../queries/answer-cache';
import { findProductDetail } from '../queries/product-detail';
import { sendJson, PRODUCT_ANSWERS } from './answer-settings';

/**
 * The detail block's product with its neighbours (a call added for this shop:
 * docs/architecture.md); answers kept until the catalogue changes (answer-cache.ts).
 */
export const getProductByIdRoute: FastifyPluginAsyncZod = async (app) => {
  const answers = createAnswerCache(PRODUCT_ANSWERS);
  app.get(
    '/public-products/get-product-by-id',
    {
      schema: {
        tags: apiTags('catalog'),
        summary: 'One product, with the previous and next in its category',
        description: '404 productNotFound for a product that does not exist or is not approved.',
        querystring: productByIdQuerySchema,
        response: { 200: productByIdResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { productId } = request.query;
      const body = await answers(app.db, String(productId), async () => {
        const product = await findProductDetail(app.db, productId);
        if (!product) throw new ApiProblem(404, 'productNotFound', 'Product not found');
        const answer: z.input<typeof productByIdResponseSchema> = { responseData: { data: product } };
        return { json: reply.serialize(answer) as string, productIds: [productId] };
      });
      return sendJson(reply, body);
    },
  );
};
