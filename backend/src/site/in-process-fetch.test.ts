import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { inProcessFetch } from './in-process-fetch';

describe("the API as a page loader's fetch, answered in-process", () => {
  let app: FastifyInstance;
  let fetchApi: typeof fetch;

  beforeAll(async () => {
    app = Fastify();
    app.get('/products/api/v1/echo', async (request) => ({
      query: request.query,
      ip: request.ip,
      accept: request.headers.accept,
    }));
    app.post('/orders/api/v1/echo', async (request, reply) =>
      reply.code(201).header('set-cookie', ['a=1', 'b=2']).send({ body: request.body }),
    );
    app.get('/api/nothing', async (_request, reply) => reply.code(204).send());
    app.get('/api/unchanged', async (_request, reply) => reply.code(304).send());
    await app.ready();
    fetchApi = inProcessFetch(app, '203.0.113.9');
  });
  afterAll(() => app.close());

  it('reaches the route with its query and headers, as the visitor, and gives back its status and JSON', async () => {
    for (const input of [
      '/products/api/v1/echo?search=laken&page=2',
      // As the shared API client asks: an absolute address on the server.
      'http://localhost/products/api/v1/echo?search=laken&page=2',
      new Request('http://shop.example/products/api/v1/echo?search=laken&page=2'),
    ]) {
      const response = await fetchApi(input, { headers: { accept: 'application/json' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        query: { search: 'laken', page: '2' },
        ip: '203.0.113.9',
        accept: 'application/json',
      });
    }
  });

  it('sends a JSON body with its method, and keeps every header of the answer', async () => {
    const response = await fetchApi('/orders/api/v1/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: 7 }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ body: { productId: 7 } });
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('answers 204 and 304 without a body, and an unknown route with its 404', async () => {
    for (const [url, status] of [
      ['/api/nothing', 204],
      ['/api/unchanged', 304],
    ] as const) {
      const response = await fetchApi(url);
      expect([url, response.status, response.body]).toEqual([url, status, null]);
    }
    const missing = await fetchApi('/api/unknown');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404 });
  });
});
