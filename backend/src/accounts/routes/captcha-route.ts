import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaChallengeResponseSchema } from 'shared-contracts';
import { apiTags } from '../../openapi/tags';
import { errorResponses } from '../../plugins/error-responses';

/** GET /captcha-challenge: the captcha in force, with a fresh ALTCHA challenge (never cached). */
export const captchaRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha-challenge',
    {
      schema: {
        tags: apiTags('accounts'),
        summary: 'The captcha in force, with a fresh challenge',
        description:
          'ALTCHA (a proof of work the browser solves; challenge included) or reCAPTCHA (siteKey). The ' +
          'solution goes in the captchaToken of login, register and the Auth.js sign-in. Never cached.',
        response: { 200: captchaChallengeResponseSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.captcha.challenge() };
    },
  );
};
