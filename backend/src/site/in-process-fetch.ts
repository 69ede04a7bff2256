import type { FastifyInstance } from 'fastify';

/** Statuses whose answer has no body: a Response refuses one. */
const BODILESS = new Set([204, 205, 304]);

/**
 * The API as a fetch, answered in this process (Fastify's inject): a remote's loader, run by the
 * server for a first page load, asks the same API the browser does, through the same routes,
 * validation and answer cache, without a network hop. The visitor's address is passed on, so
 * limits per client still see the visitor, not the server.
 */
export function inProcessFetch(app: FastifyInstance, visitorAddress: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: visitorAddress,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(one));
    }
    return new Response(BODILESS.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
