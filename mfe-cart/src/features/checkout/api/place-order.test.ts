import { describe, expect, it, jest } from '@jest/globals';
import { ApiRequestError, ApiTimeoutError, type PlaceOrderRequest } from 'shared-contracts';

let failure: Error = new Error('unset');
jest.unstable_mockModule('../../../lib/api-client', () => ({
  apiClient: { post: async () => Promise.reject(failure) },
}));
const { placeOrder } = await import('./place-order');

const order: PlaceOrderRequest = {
  email: 'eva@example.com',
  firstName: 'Eva',
  lastName: 'Jansen',
  delivery: 'collection',
  lines: [{ productId: 7, qty: 1, orderType: 'normal' }],
};
const fault = (status: number, extra: object = {}) =>
  new ApiRequestError(
    status,
    { message: 'x', data: 'x', code: 'x' },
    { message: 'x', data: 'x', code: 'x', ...extra },
  );

describe('placing an order that does not go through', () => {
  it('tells no answer (it may have been placed) from a refusal or a fault', async () => {
    failure = new ApiTimeoutError('/orders/api/v1/orders/place-order', 15_000);
    expect(await placeOrder(order)).toEqual({ kind: 'no-answer' });
    failure = fault(500);
    expect(await placeOrder(order)).toEqual({ kind: 'failed' });
    failure = new TypeError('Failed to fetch');
    expect(await placeOrder(order)).toEqual({ kind: 'failed' });
    failure = fault(409, { productIds: [7] });
    expect(await placeOrder(order)).toEqual({ kind: 'out-of-stock', productIds: [7] });
  });
});
