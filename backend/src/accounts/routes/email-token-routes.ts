import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from 'shared-contracts';
import { apiTags } from '../../openapi/tags';
import { errorResponses } from '../../plugins/error-responses';
import { sendResetEmail } from '../account-emails';
import { authProblem } from '../authenticate';
import { consumeEmailToken, issueEmailToken, revokeEmailTokens } from '../email-tokens';
import { hashPassword } from '../password';
import { findUserByEmail, findUserById } from '../user-repository';

const FORGOT_ANSWER =
  'If an account exists for this email address, we have sent it a link to reset the password.';
/** At most this many reset emails per address per hour: the form must not become a way to flood an inbox. */
const RESET_MAILS_PER_HOUR = 5;

/** verify-email, forgot-password and reset-password: the calls behind the links in emails. */
export const emailTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const responses = { 200: messageResponseSchema, ...errorResponses(400) };
  // These two count in the shared store (reset mails, the login guard): 503 while Redis is down.
  const countingResponses = { 200: messageResponseSchema, ...errorResponses(400, 503) };

  app.post(
    '/verify-email',
    {
      schema: {
        tags: apiTags('accounts'),
        summary: "Verify an account's email address with the token from its email",
        description:
          'The account can sign in from then on. 400 invalidLink for a token that is unknown, used or expired.',
        body: verifyEmailRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      const verified = await app.db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, request.body.token, 'verify');
        if (userId === undefined) return false;
        await tx.query('UPDATE users SET verified = true, updated_at = now() WHERE id = $1', [userId]);
        return true;
      });
      if (!verified) throw authProblem(400, 'invalidLink');
      return { data: { message: 'Your email address is verified. You can sign in now.' } };
    },
  );

  // The same answer whether or not the address has an account, so the form cannot be used to find accounts.
  app.post(
    '/forgot-password',
    {
      schema: {
        tags: apiTags('accounts'),
        summary: 'Email a link to reset the password',
        description:
          'The same answer whether or not the address has an account. At most 5 emails per account an ' +
          'hour: a request beyond that is answered alike and sends nothing. A new link replaces earlier ones.',
        body: forgotPasswordRequestSchema,
        response: countingResponses,
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      const sent = user ? await app.counters.increment(`reset-mail:${user.id}`, 3600) : 0;
      if (user && sent <= RESET_MAILS_PER_HOUR) {
        const token = await app.db.transaction(async (tx) => {
          await revokeEmailTokens(tx, user.id, 'reset');
          return issueEmailToken(tx, user.id, 'reset');
        });
        await sendResetEmail(app, user, token);
      }
      return { data: { message: FORGOT_ANSWER } };
    },
  );

  // Following the emailed link proves the address, so a reset also verifies the account; it
  // bumps token_version, which revokes every access token issued with the old password.
  app.post(
    '/reset-password',
    {
      schema: {
        tags: apiTags('accounts'),
        summary: 'Set a new password with the token from the reset email',
        description:
          'Also verifies the account, and revokes every access token and session issued before. 400 ' +
          'invalidLink, or a password that breaks the rules or differs from confirmPassword.',
        body: resetPasswordRequestSchema,
        response: countingResponses,
      },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const userId = await app.db.transaction(async (tx) => {
        const id = await consumeEmailToken(tx, request.body.token, 'reset');
        if (id === undefined) return undefined;
        await tx.query(
          `UPDATE users SET password_hash = $2, verified = true, token_version = token_version + 1, updated_at = now() WHERE id = $1`,
          [id, passwordHash],
        );
        await revokeEmailTokens(tx, id, 'reset');
        return id;
      });
      if (userId === undefined) throw authProblem(400, 'invalidLink');
      const user = await findUserById(app.db, userId);
      if (user) await app.loginGuard.recordSuccess(user.email);
      return { data: { message: 'Your password has been changed. You can sign in with the new password.' } };
    },
  );
};
