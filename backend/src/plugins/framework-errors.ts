import type { ConnectionError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError } from 'shared-contracts';
import { sendProblem } from './api-errors';
import { drainThenClose, fastifyProblem } from './request-limits';
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
  const known = fastifyProblem(error.code);
  if (known) return sendProblem(reply, known.status, known.code, known.text);
  return sendProblem(reply, status, error.code ?? 'badRequest', 'The address of this request is not valid.');
}

const CLIENT_ERRORS: Record<string, { status: number; code: string; text: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headersTooLarge',
    text: 'The address or the headers of this request are too long.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'requestTimeout',
    text: 'The request took too long to arrive.',
  },
};
const OTHER_CLIENT_ERROR = { status: 400, code: 'badRequest', text: 'This request could not be read.' };

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an address or headers over 16 KB,
 * a request that does not parse): answered with the error envelope and `connection: close`, no
 * body for a HEAD, and the connection closed cleanly. Fastify's default answer had another shape,
 * a body on HEAD too, and cut the connection at once, which reset it under the client while the
 * rest of its request was still arriving (ECONNRESET instead of the answer).
 */
export function clientErrors(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { status, code, text } = CLIENT_ERRORS[error.code] ?? OTHER_CLIENT_ERROR;
  const body = JSON.stringify({ message: text, data: text, code } satisfies ApiError);
  // The start of what the parser read (a Buffer at run time, whatever Fastify's type says).
  const raw: unknown = error.rawPacket;
  const head = Buffer.isBuffer(raw) && raw.subarray(0, 5).toString('latin1') === 'HEAD ';
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      'x-content-type-options: nosniff\r\ncache-control: no-store\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      'connection: close\r\n\r\n' +
      (head ? '' : body),
  );
  // What the client still sends is read and dropped until it has the answer and closes.
  drainThenClose(socket);
}
