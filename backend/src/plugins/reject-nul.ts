import type { FastifyRequest } from 'fastify';
import { ApiProblem } from './api-errors';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((item) => holdsNul(item, depth + 1));
}

/**
 * PostgreSQL cannot store the NUL character in text and fails the query, so a NUL anywhere in
 * the query or body is refused up front (400) instead of becoming a database error (500).
 */
export async function rejectNul(request: FastifyRequest): Promise<void> {
  if (holdsNul(request.query) || holdsNul(request.body) || holdsNul(request.params)) {
    throw new ApiProblem(400, 'invalidCharacters', 'The request contains characters that are not allowed.');
  }
}
