import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './api-errors';
import { applySecurityHeaders } from './security-headers';

/**
 * Errors the router raises before any route or error handler runs (a malformed URL, a path
 * parameter longer than the router accepts): answered with the same error envelope as the rest.
 */
export function frameworkErrors(
  error: Error & { statusCode?: number; code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  // No hook has run for this request, so the security headers are not there yet.
  applySecurityHeaders(request, reply, request.server.config.REMOTE_ORIGINS);
  sendProblem(reply, status, error.code ?? 'badRequest', 'The address of this request is not valid.');
}
