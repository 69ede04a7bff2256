import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { z } from 'zod';
import { API_TIMEOUT_MS, ApiRequestError, ApiTimeoutError, createApiClient } from './api-client';

function answer(status: number, body: unknown): typeof fetch {
  return jest.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  ) as unknown as typeof fetch;
}

/** A server that never answers: the call ends only when its signal aborts it. */
function hung(): typeof fetch {
  return jest.fn(
    (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
      ),
  ) as unknown as typeof fetch;
}

const schema = z.object({ data: z.object({ accountType: z.number() }) });

describe('the API client', () => {
  it('sends the token and the device id, and checks the answer against its schema', async () => {
    const fetch = answer(200, { data: { accountType: 1 } });
    const api = createApiClient({
      baseUrl: 'http://shop.test',
      getToken: () => 'tok',
      getDeviceId: () => 'dev-1',
      fetch,
    });
    await expect(
      api.get('/x', schema, { query: { email: 'a@b.nl', empty: '' }, withDeviceId: true }),
    ).resolves.toEqual({
      data: { accountType: 1 },
    });
    const [url, init] = (fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://shop.test/x?email=a%40b.nl');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok', 'device-id': 'dev-1' });
  });

  it("sends a call's own headers, without letting them replace the client's", async () => {
    const fetch = answer(200, { data: { accountType: 1 } });
    const api = createApiClient({ getToken: () => 'tok', fetch });
    await api.post('/place-order', schema, {
      body: {},
      headers: { 'idempotency-key': 'k-123', authorization: 'Bearer forged', accept: 'text/html' },
    });
    const [, init] = (fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(init.headers).toEqual({
      'idempotency-key': 'k-123',
      authorization: 'Bearer tok',
      accept: 'application/json',
      'content-type': 'application/json',
    });
  });

  it("reads the error envelope's data as the message (spec §8)", async () => {
    const api = createApiClient({
      fetch: answer(400, { message: 'Bad', data: 'User account is locked', code: 'accountLocked' }),
    });
    const error = await api.post('/login', schema, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('User account is locked');
    expect((error as ApiRequestError).body?.code).toBe('accountLocked');
  });

  it('keeps the whole error answer, so a 409 still names its products', async () => {
    const body = { message: 'x', data: 'x', code: 'outOfStock', productIds: [7, 9] };
    const api = createApiClient({ fetch: answer(409, body) });
    const error = await api.post('/place-order', schema, { body: {} }).catch((e: unknown) => e);
    expect((error as ApiRequestError).payload).toEqual(body);
  });

  it('signals every 401 so the user is signed out', async () => {
    const onUnauthorized = jest.fn();
    const api = createApiClient({
      fetch: answer(401, { message: 'x', data: 'x', code: 'unauthorized' }),
      onUnauthorized,
    });
    await expect(api.get('/me', schema)).rejects.toBeInstanceOf(ApiRequestError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer of the wrong shape instead of passing it on', async () => {
    const api = createApiClient({ fetch: answer(200, { data: { accountType: 'business' } }) });
    await expect(api.get('/x', schema)).rejects.toBeInstanceOf(ApiRequestError);
  });

  describe('a server that does not answer', () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('gives up after the time limit with a timeout error, instead of waiting forever', async () => {
      const api = createApiClient({ fetch: hung() });
      const call = api.get('/slow', schema).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      let settled = false;
      void call.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const error = await call;
      expect(error).toBeInstanceOf(ApiTimeoutError);
      expect((error as ApiTimeoutError).path).toBe('/slow');
    });

    it("takes a call's own time limit, and a caller's abort stays an abort", async () => {
      const api = createApiClient({ fetch: hung(), timeoutMs: 60_000 });
      const quick = api.post('/quick', schema, { timeoutMs: 1_000 }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(await quick).toBeInstanceOf(ApiTimeoutError);

      const controller = new AbortController();
      const aborted = api.get('/x', schema, { signal: controller.signal }).catch((e: unknown) => e);
      controller.abort();
      const error = await aborted;
      expect(error).not.toBeInstanceOf(ApiTimeoutError);
      expect((error as Error).name).toBe('AbortError');
    });
  });
});
