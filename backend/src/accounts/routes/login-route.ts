import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVICE_ID_HEADER, loginRequestSchema, loginResponseSchema } from 'shared-contracts';
import { z } from 'zod';
import { apiTags } from '../../openapi/tags';
import { errorResponses } from '../../plugins/error-responses';
import { signIn } from '../sign-in';

const headersSchema = z.looseObject({ [DEVICE_ID_HEADER]: z.string().trim().max(128).optional() });

/** POST /login: `{ data: { accessToken, userInfo } }`; the device-id header is recorded. */
export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags: apiTags('accounts'),
        summary: 'Sign in with email, password and captcha for an access token',
        description:
          'The captcha is checked first, then the lockout, then the password. 400 captchaRequired or ' +
          'invalidCredentials (a wrong password is not a 401: docs/decisions.md); 429 tooManyAttempts while ' +
          'the account or the client address is locked out after repeated failures; 403 accountLocked ' +
          'while the email address is not verified. The device-id header, when sent, is recorded.',
        body: loginRequestSchema,
        headers: headersSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 403, 429, 503) },
      },
    },
    async (request) => {
      const { email, password, captchaToken } = request.body;
      const deviceId = request.headers[DEVICE_ID_HEADER] || undefined;
      return { data: await signIn(app, { email, password, captchaToken, deviceId, ip: request.ip }) };
    },
  );
};
