import type { FastifyInstance } from 'fastify';
import { ORDERS_PREFIX } from 'shared-contracts';
import { accountListsRoutes } from '../account-lists/account-lists-routes';
import { rejectNul } from '../plugins/reject-nul';
import { ProductProblemError } from './product-lookup';
import { customerOrderRoutes } from './routes/customer-order-routes';
import { placeOrderRoute } from './routes/place-order-route';
import { shippingDetailRoute } from './routes/shipping-detail-route';

/** The orders calls under /orders/api/v1/orders, answering `{ responseData: { data: ... } }`. */
export async function ordersPlugin(app: FastifyInstance): Promise<void> {
  await app.register(
    async (orders) => {
      orders.addHook('preHandler', rejectNul);
      // Product problems carry the product ids; every other error goes on to the API's handler.
      orders.setErrorHandler((error, _request, reply) => {
        if (error instanceof ProductProblemError) return reply.code(error.statusCode).send(error.body);
        throw error;
      });
      await orders.register(shippingDetailRoute);
      await orders.register(placeOrderRoute);
      await orders.register(customerOrderRoutes);
      await orders.register(accountListsRoutes);
    },
    { prefix: ORDERS_PREFIX },
  );
}
