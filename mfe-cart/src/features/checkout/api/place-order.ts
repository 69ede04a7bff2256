import {
  ApiRequestError,
  ApiTimeoutError,
  ORDERS_PREFIX,
  orderBadRequestSchema,
  placeOrderResponseSchema,
  type Order,
  type PlaceOrderRequest,
} from 'shared-contracts';
import { apiClient } from '../../../lib/api-client';

export type PlaceOrderResult =
  | { kind: 'placed'; order: Order }
  /** 409: stock ran out meanwhile; 400 cannotAddToCart: no longer orderable. */
  | { kind: 'out-of-stock' | 'not-orderable'; productIds: number[] }
  /** No answer in time: the order may or may not have been placed. */
  | { kind: 'no-answer' }
  | { kind: 'failed' };

/**
 * POST place-order: the server re-checks stock and prices. The token (when signed in) comes with
 * the api client, so the order is linked to the account.
 */
export async function placeOrder(order: PlaceOrderRequest): Promise<PlaceOrderResult> {
  try {
    const answer = await apiClient.post(`${ORDERS_PREFIX}/place-order`, placeOrderResponseSchema, {
      body: order,
    });
    return { kind: 'placed', order: answer.responseData.data };
  } catch (error) {
    if (error instanceof ApiTimeoutError) return { kind: 'no-answer' };
    if (!(error instanceof ApiRequestError)) return { kind: 'failed' };
    const problem = orderBadRequestSchema.safeParse(error.payload);
    const productIds = problem.success ? (problem.data.productIds ?? []) : [];
    if (error.status === 409 && productIds.length > 0) return { kind: 'out-of-stock', productIds };
    if (error.status === 400 && productIds.length > 0) return { kind: 'not-orderable', productIds };
    return { kind: 'failed' };
  }
}
