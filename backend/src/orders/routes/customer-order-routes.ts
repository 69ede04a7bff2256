import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerOrdersQuerySchema,
  customerOrdersResponseSchema,
  ORDER_PROBLEMS,
  trackOrderQuerySchema,
  trackOrderResponseSchema,
} from 'shared-contracts';
import { authenticate, requireAccount } from '../../accounts/authenticate';
import { ApiProblem } from '../../plugins/api-errors';
import { GUEST_OR_SIGNED_IN, SIGNED_IN } from '../../openapi/security';
import { apiTags } from '../../openapi/tags';
import { errorResponses } from '../../plugins/error-responses';
import { findOrderByNumber, findOrdersOfUser, orderHistory, toApiOrders } from '../order-repository';
import { TrackOrderGuard } from '../track-order-guard';

const notFound = () => new ApiProblem(404, 'orderNotFound', ORDER_PROBLEMS.orderNotFound);

/** get-customer-order (the caller's own orders) and track-order (owner, or guest with the order's email). */
export const customerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = new TrackOrderGuard(app.counters, app.config);
  app.get(
    '/get-customer-order',
    {
      schema: {
        tags: apiTags('orders'),
        summary: "The signed-in user's orders",
        description: "publicUserId must be the caller's own id: 403 forbidden otherwise.",
        security: SIGNED_IN,
        querystring: customerOrdersQuerySchema,
        response: { 200: customerOrdersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireAccount(request);
      if (user.id !== request.query.publicUserId)
        throw new ApiProblem(403, 'forbidden', ORDER_PROBLEMS.forbidden);
      return { responseData: { data: await toApiOrders(app.db, await findOrdersOfUser(app.db, user.id)) } };
    },
  );

  // Whether an order exists is not revealed: a wrong number and a wrong email both answer 404.
  // Guessing is limited: failed look-ups are counted per order number and per address (track-order-guard.ts).
  app.get(
    '/track-order',
    {
      schema: {
        tags: apiTags('orders'),
        summary: 'One order with its status history',
        description:
          "For the order's owner (access token), or anyone who gives the order's email address. A wrong " +
          'number and a wrong email both answer 404 orderNotFound, so whether an order exists is not revealed. ' +
          'After TRACK_ORDER_MAX_FAILURES failed look-ups of one order number, or TRACK_ORDER_MAX_FAILURES_PER_IP ' +
          'from one address, that number or address answers 429 tooManyTrackAttempts (with Retry-After) for ' +
          'TRACK_ORDER_LOCKOUT_SECONDS.',
        security: GUEST_OR_SIGNED_IN,
        querystring: trackOrderQuerySchema,
        response: { 200: trackOrderResponseSchema, ...errorResponses(400, 401, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = await authenticate(request);
      const orderNumber = request.query.orderNumber.toUpperCase();
      const row = await findOrderByNumber(app.db, orderNumber);
      // The signed-in owner is never refused: guesses by others must not lock them out.
      const owner = row !== undefined && user !== undefined && row.user_id === user.id;
      if (!owner) {
        const lockedFor = await guard.lockedFor(orderNumber, request.ip);
        if (lockedFor > 0) {
          reply.header('retry-after', String(lockedFor));
          throw new ApiProblem(429, 'tooManyTrackAttempts', ORDER_PROBLEMS.tooManyTrackAttempts);
        }
        const email = request.query.email?.trim().toLowerCase();
        if (!row || !email || email !== row.email.trim().toLowerCase()) {
          await guard.recordFailure(orderNumber, request.ip);
          throw notFound();
        }
      }
      if (!row) throw notFound();
      const [order] = await toApiOrders(app.db, [row]);
      if (!order) throw notFound();
      return { responseData: { data: { ...order, history: await orderHistory(app.db, row.id) } } };
    },
  );
};
