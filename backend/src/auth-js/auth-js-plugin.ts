import { Auth } from '@auth/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiTags } from '../openapi/tags';
import { sendProblem } from '../plugins/api-errors';
import { AUTH_JS_BASE_PATH, authJsConfig } from './auth-js-config';
import { refusalOf } from './auth-js-refusals';
import { hasInvalidCallbackUrl } from './callback-url-guard';
import { sendWebResponse, toWebRequest } from './web-request';

const logBodySchema = z
  .object({ level: z.string().max(16).optional(), code: z.string().max(100).optional() })
  .loose();

function parseLogBody(raw: unknown): z.infer<typeof logBodySchema> {
  if (typeof raw !== 'string' || raw === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = Object.fromEntries(new URLSearchParams(raw));
  }
  const parsed = logBodySchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/**
 * /api/auth/* (signin, signout, callback/{provider}, session, csrf, providers) is Auth.js, fed
 * Web Requests made from Fastify's. Bodies reach Auth.js unparsed (it reads form and JSON
 * bodies itself), so this scope keeps them as strings. /api/auth/_log takes the client's logs.
 */
export async function authJsPlugin(app: FastifyInstance): Promise<void> {
  const config = authJsConfig(app);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    // For the OpenAPI document only: no body schema (the body is read by hand, as JSON or as a
    // form) and no response schema (the answer is always {}).
    const logRoute = {
      schema: {
        tags: apiTags('auth'),
        summary: "Write the client's Auth.js log report into the server log",
        description:
          'JSON or a form: level, code and other details, kept short in the log. Always answers 200 {}, ' +
          'whatever the body.',
      },
      config: { documentedResponses: { 200: z.object({}) } },
    };
    scope.post(`${AUTH_JS_BASE_PATH}/_log`, logRoute, async (request, reply) => {
      const { level, code, ...details } = parseLogBody(request.body);
      // The client's own report (e.g. CLIENT_SESSION_ERROR): kept short, never trusted as a level.
      request.log.warn(
        { clientLog: { level, code, details: JSON.stringify(details).slice(0, 1000) } },
        'client auth log',
      );
      return reply.code(200).send({});
    });

    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_JS_BASE_PATH}/*`,
      // In the OpenAPI document each of Auth.js's calls is listed instead (auth-js-openapi.ts).
      schema: { hide: true },
      handler: async (request, reply) => {
        const webRequest = toWebRequest(request, app.config.PUBLIC_URL);
        if (hasInvalidCallbackUrl(request, new URL(webRequest.url).origin)) {
          return sendProblem(reply, 400, 'invalidCallbackUrl', 'The callbackUrl is not a valid address.');
        }
        const response = await Auth(webRequest, config);
        const refusal = await refusalOf(request, response, webRequest.url);
        if (refusal) return sendProblem(reply, refusal.status, refusal.code, refusal.text);
        return sendWebResponse(reply, response);
      },
    });
  });
}
