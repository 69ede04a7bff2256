import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderBadRequestSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  productProblemSchema,
} from 'shared-contracts';
import { authenticate } from '../../accounts/authenticate';
import { requestLocale } from '../../accounts/request-locale';
import { isConfirmedBusiness, localeOf } from '../../accounts/user-repository';
import { GUEST_OR_SIGNED_IN } from '../../openapi/security';
import { apiTags } from '../../openapi/tags';
import { errorResponses } from '../../plugins/error-responses';
import { sendOrderConfirmation } from '../order-emails';
import { findOrderByNumber, toApiOrders } from '../order-repository';
import { placeOrder } from '../place-order';

/**
 * POST place-order: a guest (email only) or a signed-in buyer (Bearer; the order is linked to the
 * account and a confirmed business account pays business prices). 409 names the products short
 * of stock, and then nothing has changed.
 */
export const placeOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/place-order',
    {
      schema: {
        tags: apiTags('orders'),
        summary: 'Place an order, as a guest or signed in',
        description:
          'The server prices every line (a confirmed business account pays business prices) and sends ' +
          "the confirmation email. A signed-in buyer's order is linked to the account. An address is " +
          'required for delivery, not for collection. 400 cannotAddToCart names products that are unknown, ' +
          'not approved, or without a price or stock number; 409 outOfStock names the products short of ' +
          'stock, and then nothing has changed.',
        security: GUEST_OR_SIGNED_IN,
        body: placeOrderRequestSchema,
        response: {
          200: placeOrderResponseSchema,
          400: orderBadRequestSchema,
          409: productProblemSchema,
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const user = await authenticate(request);
      const locale = user ? localeOf(user) : requestLocale(request);
      const orderNumber = await placeOrder(app.db, {
        order: request.body,
        userId: user?.id ?? null,
        confirmedBusiness: isConfirmedBusiness(user),
        locale,
      });
      const row = await findOrderByNumber(app.db, orderNumber);
      const [order] = row ? await toApiOrders(app.db, [row]) : [];
      if (!order) throw new Error(`order ${orderNumber} vanished after commit`);
      await sendOrderConfirmation(app, order, request.body.firstName, locale);
      return { responseData: { data: order } };
    },
  );
};
