import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_TYPES, MESSAGES, registerRequestSchema, registerResponseSchema } from 'shared-contracts';
import { ApiProblem } from '../../plugins/api-errors';
import { apiTags } from '../../openapi/tags';
import { errorResponses } from '../../plugins/error-responses';
import { authProblem } from '../authenticate';
import { issueEmailToken } from '../email-tokens';
import { sendVerificationEmail } from '../account-emails';
import { hashPassword } from '../password';
import { insertUser } from '../user-repository';
import { requestLocale } from '../request-locale';

/**
 * POST /register: the form's rules are in registerRequestSchema; here the captcha, the
 * duplicate email, the hash, and the verification email. The account stays unverified (and so
 * cannot sign in: 'User account is locked') until the link in that email is followed.
 */
export const registerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: {
        tags: apiTags('accounts'),
        summary: 'Create an account and send the email that verifies its address',
        description:
          'The account cannot sign in until the link in that email is followed (verify-email). 400 for ' +
          'a field problem or a missing captcha (captchaRequired); 409 emailTaken. locale picks the ' +
          "email's language (default: the Accept-Language header's, else Dutch).",
        body: registerRequestSchema,
        response: { 200: registerResponseSchema, ...errorResponses(400, 409, 503) },
      },
    },
    async (request) => {
      const form = request.body;
      if (!(await app.captcha.verify(form.captchaToken, request.ip)))
        throw new ApiProblem(400, 'captchaRequired');
      const isBusiness = form.accountType === ACCOUNT_TYPES.business;
      const passwordHash = await hashPassword(form.password);
      const created = await app.db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          email: form.email,
          passwordHash,
          firstName: form.firstName,
          lastName: form.lastName,
          accountType: form.accountType,
          companyName: isBusiness ? form.companyName : null,
          newsletters: form.newsletters,
          locale: form.locale ?? requestLocale(request),
        });
        return user && { user, token: await issueEmailToken(tx, user.id, 'verify') };
      });
      if (!created) throw authProblem(409, 'emailTaken');
      await sendVerificationEmail(app, created.user, created.token);
      return { data: { email: created.user.email, message: MESSAGES.registerSuccess } };
    },
  );
};
