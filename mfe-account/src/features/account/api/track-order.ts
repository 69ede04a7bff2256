import { ORDERS_PREFIX, trackOrderResponseSchema } from 'shared-contracts';
import { api } from '../../../lib/api-client';

export function trackOrder(orderNumber: string) {
  return api.get(`${ORDERS_PREFIX}/track-order`, trackOrderResponseSchema, { query: { orderNumber } });
}
