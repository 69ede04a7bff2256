import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isMessageId, MESSAGES, type ApiError } from 'shared-contracts';
import { closeAfterUpload, fastifyProblem } from './request-limits';

/**
 * An expected failure a route reports to the client with the spec's error envelope: a 4xx, or a
 * 503 when a service the call needs is down (shared-store/counter-store-unavailable.ts).
 */
export class ApiProblem extends Error {
  constructor(
    readonly statusCode: number,
    /** A message id of shared-contracts' MESSAGES, or a short code for problems the spec does not name. */
    readonly code: string,
    /** The human text the UI shows; defaults to the spec's wording of `code`. */
    text?: string,
  ) {
    super(text ?? (isMessageId(code) ? MESSAGES[code] : code));
  }
}

export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: string,
  text: string,
  issues?: ApiError['issues'],
) {
  const body: ApiError = { message: text, data: text, code, ...(issues ? { issues } : {}) };
  return reply.code(status).send(body);
}

/** Turns a zod issue message (a message id) into the spec's text. */
function issueText(message: string): string {
  return isMessageId(message) ? MESSAGES[message] : message;
}

/**
 * One error handler for the whole API: validation errors become 400 with the field issues,
 * ApiProblem its own status, malformed JSON and other client errors their 4xx; only a real fault
 * is a 500, logged, with no internals in the answer.
 */
async function apiErrors(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
    if (error instanceof ApiProblem) return sendProblem(reply, error.statusCode, error.code, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path:
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'request',
        message: issueText(issue.message ?? 'Invalid value'),
      }));
      const first = issues[0]?.message ?? 'Invalid request';
      const firstId = error.validation[0]?.message;
      const code = isMessageId(firstId) ? firstId : 'validation';
      return sendProblem(reply, 400, code, first, issues);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendProblem(reply, 500, 'internal', 'Something went wrong on our side. Please try again.');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify closes the connection after a body it refused, which may still be arriving.
      if (String(reply.getHeader('connection')).toLowerCase() === 'close')
        closeAfterUpload(request.raw.socket);
      const known = fastifyProblem(error.code);
      if (known) return sendProblem(reply, known.status, known.code, known.text);
      return sendProblem(reply, status, error.code ?? 'badRequest', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, 'internal', 'Something went wrong on our side. Please try again.');
  });
}

export const apiErrorsPlugin = fp(apiErrors, { name: 'api-errors' });
