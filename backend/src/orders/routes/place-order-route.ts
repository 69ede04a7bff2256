import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  idempotencyKeySchema,
  ORDER_PROBLEMS,
  orderBadRequestSchema,
  placeOrderConflictSchema,
  placeOrderHeadersSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
} from 'shared-contracts';
import { authenticate } from '../../accounts/authenticate';
import { requestLocale } from '../../accounts/request-locale';
import { isConfirmedBusiness, localeOf } from '../../accounts/user-repository';
import { GUEST_OR_SIGNED_IN } from '../../openapi/security';
import { apiTags } from '../../openapi/tags';
import { ApiProblem } from '../../plugins/api-errors';
import { errorResponses } from '../../plugins/error-responses';
import { sendOrderConfirmation } from '../order-emails';
import { findOrderByNumber, toApiOrders } from '../order-repository';
import { placeOrder } from '../place-order';

/**
 * A malformed Idempotency-Key is refused before the body is checked or anything is done, with a
 * code of its own (the headers schema, there for the OpenAPI document, would say only
 * `validation`). No key is fine: the order is then placed every time, as before.
 */
function checkIdempotencyKey(request: FastifyRequest): void {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key !== undefined && !idempotencyKeySchema.safeParse(key).success)
    throw new ApiProblem(400, 'invalidIdempotencyKey', ORDER_PROBLEMS.invalidIdempotencyKey);
}

/**
 * POST place-order: a guest (email only) or a signed-in buyer (Bearer; the order is linked to the
 * account and a confirmed business account pays business prices). 409 names the products short
 * of stock, and then nothing has changed. With an Idempotency-Key, a retry answers the order the
 * key placed, without taking stock or sending the email again (order-idempotency.ts).
 */
export const placeOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/place-order',
    {
      preValidation: async (request) => checkIdempotencyKey(request),
      schema: {
        tags: apiTags('orders'),
        summary: 'Place an order, as a guest or signed in',
        description:
          'The server prices every line (a confirmed business account pays business prices) and sends ' +
          "the confirmation email. A signed-in buyer's order is linked to the account. An address is " +
          'required for delivery, not for collection. 400 cannotAddToCart names products that are unknown, ' +
          'not approved, or without a price or stock number; 409 outOfStock names the products short of ' +
          'stock, and then nothing has changed.\n\n' +
          'Idempotency-Key (optional, 16 to 128 letters, digits, `-` or `_`; a UUID fits): a retry with ' +
          'the same key and the same body answers the order that key placed, takes no stock and sends no ' +
          'email again, also while the first request is still under way. The same key with another body ' +
          'is a 409 idempotencyKeyReused; a malformed key a 400 invalidIdempotencyKey, and nothing is ' +
          `done. A key belongs to the account (or to the guests) and is remembered for ${IDEMPOTENCY_KEY_TTL_HOURS} ` +
          'hours, only once an order was placed with it: after a refusal the key can be sent again.',
        security: GUEST_OR_SIGNED_IN,
        headers: placeOrderHeadersSchema,
        body: placeOrderRequestSchema,
        response: {
          200: placeOrderResponseSchema,
          400: orderBadRequestSchema,
          409: placeOrderConflictSchema,
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const user = await authenticate(request);
      const locale = user ? localeOf(user) : requestLocale(request);
      const { orderNumber, replayed } = await placeOrder(app.db, {
        order: request.body,
        userId: user?.id ?? null,
        confirmedBusiness: isConfirmedBusiness(user),
        locale,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
      });
      const row = await findOrderByNumber(app.db, orderNumber);
      const [order] = row ? await toApiOrders(app.db, [row]) : [];
      if (!order) throw new Error(`order ${orderNumber} vanished after commit`);
      if (!replayed) await sendOrderConfirmation(app, order, request.body.firstName, locale);
      return { responseData: { data: order } };
    },
  );
};
