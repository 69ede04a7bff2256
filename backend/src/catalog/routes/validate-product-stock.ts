import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateStockQuerySchema, validateStockResponseSchema } from 'shared-contracts';
import { apiTags } from '../../openapi/tags';
import { ApiProblem } from '../../plugins/api-errors';
import { errorResponses } from '../../plugins/error-responses';
import { findStock } from '../queries/catalog-lists';

/**
 * The availability check the storefront makes before adding to the cart: is `stock` pieces
 * available now, and how many are. A product without a stock number has none available (such a
 * product cannot be added to the cart).
 */
export const validateProductStockRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/public-products/validate-product-stock',
    {
      schema: {
        tags: apiTags('catalog'),
        summary: 'Whether a quantity of a product is in stock',
        description:
          'Asked before adding to the cart: available says whether `stock` pieces are there now, number ' +
          'how many are (0 for a product without a stock number). 404 productNotFound.',
        querystring: validateStockQuerySchema,
        response: { 200: validateStockResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const found = await findStock(app.db, request.query.productId);
      if (!found) throw new ApiProblem(404, 'productNotFound', 'Product not found');
      const number = found.stock ?? 0;
      return {
        responseData: { data: { available: found.stock !== null && request.query.stock <= number, number } },
      };
    },
  );
};
