import type { FastifyRequest } from 'fastify';
import { ApiProblem } from '../plugins/api-errors';

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing else may reach a URL. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the shop's absolute URLs start with: PUBLIC_URL's (only its origin: every route of
 * the shop is a root path, as the email links have it), else the request's own protocol and Host
 * (Fastify reads X-Forwarded-* only from a trusted proxy, TRUST_PROXY). A Host that is not a host
 * is refused rather than written into a crawler's list of URLs.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const host = request.host;
  if (!HOST.test(host)) throw new ApiProblem(400, 'badRequest', 'Invalid Host header');
  return `${request.protocol}://${host.toLowerCase()}`;
}
