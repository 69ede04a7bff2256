import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { API_TIMEOUT_MS, IDEMPOTENCY_KEY_HEADER, type Order, type PlaceOrderRequest } from 'shared-contracts';
import { placeOrder } from './place-order';

const order: PlaceOrderRequest = {
  email: 'eva@example.com',
  firstName: 'Eva',
  lastName: 'Jansen',
  delivery: 'collection',
  lines: [{ productId: 7, qty: 1, orderType: 'normal' }],
};
const placed: Order = {
  orderNumber: 'RD-100001',
  createdAt: '2026-01-01T10:00:00.000Z',
  status: 'placed',
  email: order.email,
  delivery: 'collection',
  lines: [{ productId: 7, name: 'Badjas', qty: 1, unitPrice: 24.95, lineTotal: 24.95, orderType: 'normal' }],
  total: 24.95,
  vat: 4.33,
};
const KEY = '2f1c7a3e-8d4b-4c2a-9e6f-1b2c3d4e5f60';

/** jsdom has no Response: the api client only reads ok, status and json(). */
const answer = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;
const problem = (code: string, extra: object = {}) => ({ message: code, data: code, code, ...extra });
/** What fetch does when no answer comes: no network, or the connection cut. */
const networkFailure = () => Promise.reject(new TypeError('Failed to fetch'));

type Step = () => Promise<Response>;
let fetchMock: jest.Mock<(url: string, init: RequestInit) => Promise<Response>>;
/** The fetch of the test: each call takes the next step. */
function serverDoes(...steps: Step[]) {
  fetchMock.mockImplementation(() => {
    const step = steps.shift();
    if (!step) throw new Error('more calls than the test expected');
    return step();
  });
}
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    key: (init.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER],
    body: init.body,
  }));

const realFetch = globalThis.fetch;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('placing an order with an idempotency key', () => {
  it('sends the key in the Idempotency-Key header', async () => {
    serverDoes(async () => answer(200, { responseData: { data: placed } }));
    expect(await placeOrder(order, KEY)).toEqual({ kind: 'placed', order: placed });
    expect(sent()).toEqual([
      {
        url: expect.stringMatching(/\/orders\/api\/v1\/orders\/place-order$/),
        key: KEY,
        body: JSON.stringify(order),
      },
    ]);
  });

  it('sends the same request once more, with the same key, after a network failure', async () => {
    serverDoes(networkFailure, async () => answer(200, { responseData: { data: placed } }));
    expect(await placeOrder(order, KEY)).toEqual({ kind: 'placed', order: placed });
    const [first, retry] = sent();
    expect(sent()).toHaveLength(2);
    expect(retry).toEqual(first);
    expect(retry?.key).toBe(KEY);
  });

  it('tries only once more: two network failures are no answer (the order may have been placed)', async () => {
    serverDoes(networkFailure, networkFailure);
    expect(await placeOrder(order, KEY)).toEqual({ kind: 'no-answer' });
    expect(sent().map((call) => call.key)).toEqual([KEY, KEY]);
  });

  it.each([
    ['a 500', answer(500, problem('internal')), { kind: 'failed' }],
    [
      'out of stock',
      answer(409, problem('outOfStock', { productIds: [7] })),
      { kind: 'out-of-stock', productIds: [7] },
    ],
    [
      'a product no longer orderable',
      answer(400, problem('cannotAddToCart', { productIds: [7] })),
      { kind: 'not-orderable', productIds: [7] },
    ],
    ['a key used with another body', answer(409, problem('idempotencyKeyReused')), { kind: 'failed' }],
    ['a malformed key', answer(400, problem('invalidIdempotencyKey')), { kind: 'failed' }],
  ])('does not send again after an answer from the server: %s', async (_label, response, result) => {
    serverDoes(async () => response);
    expect(await placeOrder(order, KEY)).toEqual(result);
    expect(sent()).toHaveLength(1);
  });

  describe('a server that does not answer in time', () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('is no answer, and is not asked again (the request may still be under way)', async () => {
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      const result = placeOrder(order, KEY);
      await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
      expect(await result).toEqual({ kind: 'no-answer' });
      expect(sent()).toHaveLength(1);
    });
  });
});
