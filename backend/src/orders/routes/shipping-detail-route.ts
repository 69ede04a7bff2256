import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fromCents,
  orderBadRequestSchema,
  shippingDetailRequestSchema,
  shippingDetailResponseSchema,
} from 'shared-contracts';
import { authenticate } from '../../accounts/authenticate';
import { isConfirmedBusiness } from '../../accounts/user-repository';
import { GUEST_OR_SIGNED_IN } from '../../openapi/security';
import { apiTags } from '../../openapi/tags';
import { errorResponses } from '../../plugins/error-responses';
import { unitPriceCents } from '../pricing';
import { loadOrderableProducts } from '../product-lookup';

/**
 * POST get-order-shipping-detail: the cart re-priced by the server, for every caller (guest,
 * consumer, business): the cart shows no price but these. One answer line per request line, in
 * order; the client's unit price is subTotal / qty (exact: see pricing.ts), with the price before
 * any business discount (listPrice) and the stock now, which bounds the line's quantity.
 * isReserve and isProductOnSale are accepted as the storefront sends them; the price never depends on
 * what the client claims, only on the product and the caller's account.
 */
export const shippingDetailRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/get-order-shipping-detail',
    {
      schema: {
        tags: apiTags('orders'),
        summary: "The cart's lines priced by the server for the caller",
        description:
          'One answer line per request line, in order; the unit price is subTotal / qty, listPrice the ' +
          'price before any business discount and stock the stock now. A confirmed ' +
          'business account gets business prices. isReserve and isProductOnSale are accepted but do not ' +
          'change the price. 400 cannotAddToCart names products that cannot be bought.',
        security: GUEST_OR_SIGNED_IN,
        body: shippingDetailRequestSchema,
        response: { 200: shippingDetailResponseSchema, 400: orderBadRequestSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const business = isConfirmedBusiness(await authenticate(request));
      const products = await loadOrderableProducts(
        app.db,
        request.body.map((line) => line.productId),
      );
      const productOrderCalculation = request.body.map((line) => {
        // loadOrderableProducts answers every id or throws (400 cannotAddToCart).
        const product = products.get(line.productId)!;
        const unit = unitPriceCents(product, business);
        return {
          productId: line.productId,
          qty: line.qty,
          subTotal: fromCents(unit * line.qty),
          listPrice: fromCents(product.price_cents),
          stock: product.stock,
        };
      });
      return { responseData: { data: { productOrderCalculation } } };
    },
  );
};
