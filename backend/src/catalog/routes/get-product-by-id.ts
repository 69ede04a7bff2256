import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productByIdQuerySchema, productByIdResponseSchema } from 'shared-contracts';
import { ApiProblem } from '../../plugins/api-errors';
import { errorResponses } from '../../plugins/error-responses';
import { findProductDetail } from '../queries/product-detail';

/** The detail block's product with its neighbours (DESIGN §4: a call the spec implies). */
export const getProductByIdRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public-products/get-product-by-id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product with prev and next in its category',
        querystring: productByIdQuerySchema,
        response: { 200: productByIdResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const product = await findProductDetail(app.db, request.query.productId);
      if (!product) throw new ApiProblem(404, 'productNotFound', 'Product not found');
      return { responseData: { data: product } };
    },
  );
};
