import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaChallengeResponseSchema } from 'shared-contracts';
import { errorResponses } from '../../plugins/error-responses';

/** GET /captcha-challenge: the captcha in force, with a fresh ALTCHA challenge (never cached). */
export const captchaRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha-challenge',
    { schema: { response: { 200: captchaChallengeResponseSchema, ...errorResponses() } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.captcha.challenge() };
    },
  );
};
