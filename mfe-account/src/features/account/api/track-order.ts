import { ORDERS_PREFIX, trackOrderResponseSchema } from 'shared-contracts';
import { api } from '../../../lib/api-client';

/** One order and its history: as its signed-in owner, or with the order's email address (a guest). */
export function trackOrder(orderNumber: string, email?: string) {
  return api.get(`${ORDERS_PREFIX}/track-order`, trackOrderResponseSchema, { query: { orderNumber, email } });
}
