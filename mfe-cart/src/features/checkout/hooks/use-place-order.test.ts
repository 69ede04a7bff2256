import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type Order,
  type PlaceOrderRequest,
} from 'shared-contracts';
import { cartStore } from '../../../store/cart-service';
import { line } from '../../../test/render';
import { usePlaceOrder } from './use-place-order';

const request: PlaceOrderRequest = {
  email: 'eva@example.com',
  firstName: 'Eva',
  lastName: 'Jansen',
  delivery: 'collection',
  lines: [{ productId: 1, qty: 2, orderType: 'normal' }],
};
const placed: Order = {
  orderNumber: 'RD-100002',
  createdAt: '2026-01-01T10:00:00.000Z',
  status: 'placed',
  email: request.email,
  delivery: 'collection',
  lines: [
    { productId: 1, name: 'Badjas wafel', qty: 2, unitPrice: 24.95, lineTotal: 49.9, orderType: 'normal' },
  ],
  total: 49.9,
  vat: 8.66,
};

/** jsdom has no Response: the api client only reads ok, status and json(). */
const placedAnswer = async () =>
  ({ ok: true, status: 200, json: async () => ({ responseData: { data: placed } }) }) as unknown as Response;
const networkFailure = () => Promise.reject(new TypeError('Failed to fetch'));

let fetchMock: jest.Mock<(url: string, init: RequestInit) => Promise<Response>>;
// Only the place-order calls: the cart's re-price asks the server beside them.
const keysSent = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes('/place-order'))
    .map(([, init]) => (init.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]);

const realFetch = globalThis.fetch;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  act(() => cartStore().set([line({ qty: 2 })]));
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the checkout placing an order', () => {
  it('sends one key per attempt: the same for its retry, a new one for the next attempt', async () => {
    const { result } = renderHook(() => usePlaceOrder());
    const items = [line({ qty: 2 })];

    // First attempt: no answer at all, twice (the request and its one retry).
    fetchMock.mockImplementation(networkFailure);
    await act(() => result.current.submit(request, items));
    expect(result.current.problem).toEqual({ kind: 'no-answer' });
    expect(result.current.placed).toBeNull();
    const [first, retry] = keysSent();
    expect(keysSent()).toHaveLength(2);
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(retry).toBe(first);

    // The buyer presses again: a new attempt, a new key; a lost answer, and the retry finds the order.
    fetchMock.mockReset();
    fetchMock.mockImplementationOnce(networkFailure).mockImplementationOnce(placedAnswer);
    await act(() => result.current.submit(request, items));
    const [second, secondRetry] = keysSent();
    expect(keysSent()).toHaveLength(2);
    expect(second).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(second).not.toBe(first);
    expect(secondRetry).toBe(second);
    expect(result.current.placed).toEqual(placed);
    expect(result.current.problem).toBeNull();
    expect(cartStore().snapshot()).toEqual([]);
  });
});
