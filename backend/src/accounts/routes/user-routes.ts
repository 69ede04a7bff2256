import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getUserResponseSchema,
  MAX_DB_INTEGER,
  MESSAGES,
  updateUserRequestSchema,
  verifyAccountQuerySchema,
  verifyAccountResponseSchema,
} from 'shared-contracts';
import { z } from 'zod';
import { ApiProblem } from '../../plugins/api-errors';
import { apiTags } from '../../openapi/tags';
import { SIGNED_IN } from '../../openapi/security';
import { errorResponses } from '../../plugins/error-responses';
import { authProblem, requireAccount } from '../authenticate';
import { findUserByEmail, toUserInfo, type UserRow } from '../user-repository';

const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_DB_INTEGER) });

const profileOf = (user: UserRow) => ({
  ...toUserInfo(user),
  newsletters: user.newsletters,
  phone: user.phone,
});

/** verify-account (public lookup), and get-user / update-user (only the caller's own account). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verify-account',
    {
      schema: {
        tags: apiTags('accounts'),
        summary: 'Whether an email address has an account, and its type',
        description: 'Public; 404 emailNotFound when there is no account for the address.',
        querystring: verifyAccountQuerySchema,
        response: { 200: verifyAccountResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.query.email);
      if (!user) throw new ApiProblem(404, 'emailNotFound', MESSAGES.emailNotFound);
      return { data: { accountType: user.account_type === 1 ? (1 as const) : (0 as const) } };
    },
  );

  app.get(
    '/:id/get-user',
    {
      schema: {
        tags: apiTags('accounts'),
        summary: "The signed-in user's profile",
        description: "Only for the caller's own account: 403 forbidden for another id.",
        security: SIGNED_IN,
        params: idParams,
        response: { 200: getUserResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireAccount(request);
      if (user.id !== request.params.id) throw authProblem(403, 'forbidden');
      return { data: profileOf(user) };
    },
  );

  app.post(
    '/:id/update-user',
    {
      schema: {
        tags: apiTags('accounts'),
        summary: "Update the signed-in user's name, company, phone and newsletter choice",
        description:
          "Only for the caller's own account: 403 forbidden for another id. A consumer account has no " +
          'company; a business account keeps its company name unless a new one is given. Fields left out ' +
          'keep their value (phone, newsletters).',
        security: SIGNED_IN,
        params: idParams,
        body: updateUserRequestSchema,
        response: { 200: getUserResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireAccount(request);
      if (user.id !== request.params.id) throw authProblem(403, 'forbidden');
      const body = request.body;
      // A consumer account has no company; a business account keeps its name unless a new one is given.
      const company = user.account_type === 1 ? body.bdCompanyName || user.company_name : null;
      const { rows } = await app.db.query<UserRow>(
        `UPDATE users SET first_name = $2, last_name = $3, company_name = $4, phone = $5,
           newsletters = $6, updated_at = now()
         WHERE id = $1
         RETURNING *`,
        [
          user.id,
          body.firstName,
          body.lastName,
          company,
          body.phone ?? user.phone,
          body.newsletters ?? user.newsletters,
        ],
      );
      const updated = rows[0];
      if (!updated) throw authProblem(401, 'unauthorized');
      return { data: profileOf(updated) };
    },
  );
};
