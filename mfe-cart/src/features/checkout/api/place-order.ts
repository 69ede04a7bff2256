import {
  ApiRequestError,
  ApiTimeoutError,
  IDEMPOTENCY_KEY_HEADER,
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
  /** No answer, in time or at all: the order may or may not have been placed. */
  | { kind: 'no-answer' }
  | { kind: 'failed' };

/**
 * fetch rejected: no answer came from the server (no network, the connection cut), so the order
 * may or may not have been placed. fetch rejects with a TypeError then; an HTTP error answer is an
 * ApiRequestError, the time limit an ApiTimeoutError, an abort a DOMException.
 */
const isNetworkFailure = (error: unknown) => error instanceof TypeError;

/**
 * POST place-order: the server re-checks stock and prices. The token (when signed in) comes with
 * the api client, so the order is linked to the account. `idempotencyKey` is one attempt's key
 * (the caller makes a new one for each attempt): on a network failure the request is sent once
 * more with the same key, and the server answers the order the first one placed, if it did,
 * without taking stock twice (docs/architecture.md, "Placing an order once").
 */
export async function placeOrder(
  order: PlaceOrderRequest,
  idempotencyKey: string,
): Promise<PlaceOrderResult> {
  const send = () =>
    apiClient.post(`${ORDERS_PREFIX}/place-order`, placeOrderResponseSchema, {
      body: order,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });
  try {
    const answer = await send().catch((error: unknown) => {
      if (isNetworkFailure(error)) return send();
      throw error;
    });
    return { kind: 'placed', order: answer.responseData.data };
  } catch (error) {
    if (error instanceof ApiTimeoutError || isNetworkFailure(error)) return { kind: 'no-answer' };
    if (!(error instanceof ApiRequestError)) return { kind: 'failed' };
    const problem = orderBadRequestSchema.safeParse(error.payload);
    const productIds = problem.success ? (problem.data.productIds ?? []) : [];
    if (error.status === 409 && productIds.length > 0) return { kind: 'out-of-stock', productIds };
    if (error.status === 400 && productIds.length > 0) return { kind: 'not-orderable', productIds };
    return { kind: 'failed' };
  }
}
