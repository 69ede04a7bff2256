import type { FastifyRequest } from 'fastify';
import { AUTH_PROBLEMS, type AuthProblem } from 'shared-contracts';
import { ApiProblem } from '../plugins/api-errors';
import { findUserById, type UserRow } from './user-repository';

export function authProblem(status: number, code: AuthProblem): ApiProblem {
  return new ApiProblem(status, code, AUTH_PROBLEMS[code]);
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The caller's account from `Authorization: Bearer <token>`. No header: a visitor (undefined).
 * A header that is malformed, expired, revoked or names a deleted account: 401, on every route,
 * because the frontend signs out on any 401 (spec §8) and should do so as soon as a token dies.
 */
export async function authenticate(request: FastifyRequest): Promise<UserRow | undefined> {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return undefined;
  const token = BEARER.exec(header)?.[1];
  const claims = token ? await request.server.accessTokens.verify(token) : null;
  if (!claims) throw authProblem(401, 'unauthorized');
  const user = await findUserById(request.server.db, claims.userId);
  if (!user || user.token_version !== claims.version || !user.verified)
    throw authProblem(401, 'unauthorized');
  return user;
}

/** As authenticate, but a visitor without a token is refused too (401). */
export async function requireAccount(request: FastifyRequest): Promise<UserRow> {
  const user = await authenticate(request);
  if (!user) throw authProblem(401, 'unauthorized');
  return user;
}
