import type { FastifyReply, FastifyRequest } from 'fastify';

/** Set by the server only: the client address Fastify determined (trustProxy), for the login guard. */
export const CLIENT_IP_HEADER = 'x-riode-client-ip';

/** Headers that describe the hop or the original body, not the request Auth.js should see. */
const SKIPPED = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  CLIENT_IP_HEADER,
]);

/**
 * Fastify request → Web Request for Auth.js. The origin is PUBLIC_URL when set, so a forged Host
 * header cannot change the origin Auth.js builds redirects from; the raw body is passed as is.
 */
export function toWebRequest(request: FastifyRequest, publicUrl: string | undefined): Request {
  const origin = publicUrl ?? `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || SKIPPED.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const body = request.method === 'POST' && typeof request.body === 'string' ? request.body : undefined;
  return new Request(url, { method: request.method, headers, body });
}

/** Web Response → Fastify reply, keeping every Set-Cookie header (Auth.js sets several). */
export async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(await response.text());
}
