import { customerOrdersResponseSchema, ORDERS_PREFIX } from 'shared-contracts';
import { api } from '../../../lib/api-client';

export function getCustomerOrders(publicUserId: number) {
  return api.get(`${ORDERS_PREFIX}/get-customer-order`, customerOrdersResponseSchema, {
    query: { publicUserId },
  });
}
