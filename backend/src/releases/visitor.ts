import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteName } from 'shared-contracts';

export const VISITOR_COOKIE = 'riode-visitor';
/** Testers opt in to canaries: a cookie or header listing remotes (`cart,catalog`) or `all`. */
export const CANARY_COOKIE = 'riode-canary';
export const CANARY_HEADER = 'x-riode-canary';

export interface Visitor {
  id: string;
  testsCanaryOf(remote: RemoteName): boolean;
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The visitor's id from their cookie, when they have a well-formed one. */
export function visitorIdOf(request: FastifyRequest): string | undefined {
  const id = readCookie(request, VISITOR_COOKIE);
  return id && /^[0-9a-f]{32}$/.test(id) ? id : undefined;
}

/**
 * Who is asking, for canary decisions: a random id kept in a cookie (set here when missing), so a
 * visitor sees the same release on every load, and whether they asked to test canaries.
 */
export function identifyVisitor(request: FastifyRequest, reply: FastifyReply): Visitor {
  let id = visitorIdOf(request);
  if (!id) {
    id = randomBytes(16).toString('hex');
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure}`,
    );
  }
  const header = request.headers[CANARY_HEADER];
  const testers = [readCookie(request, CANARY_COOKIE), Array.isArray(header) ? header.join(',') : header]
    .filter((value): value is string => !!value)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim());
  return { id, testsCanaryOf: (remote) => testers.includes(remote) || testers.includes('all') };
}

/** 0–99, stable per visitor and remote, so a 50% canary splits visitors and never flips one. */
export function canaryBucket(visitorId: string, remote: RemoteName): number {
  return (
    Number.parseInt(createHash('sha256').update(`${remote}:${visitorId}`).digest('hex').slice(0, 8), 16) % 100
  );
}
