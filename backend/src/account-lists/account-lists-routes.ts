import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ACCOUNT_LIST_PROBLEMS,
  accountListsQuerySchema,
  accountListsResponseSchema,
  changeAccountListsRequestSchema,
  mergeAccountListsRequestSchema,
  mergeAccountListsResponseSchema,
} from 'shared-contracts';
import { requireAccount } from '../accounts/authenticate';
import type { UserRow } from '../accounts/user-repository';
import { SIGNED_IN } from '../openapi/security';
import { apiTags } from '../openapi/tags';
import { ApiProblem } from '../plugins/api-errors';
import { errorResponses } from '../plugins/error-responses';
import { changeAccountLists, mergeAccountLists, readAccountLists } from './list-repository';

/** The caller's account, which must be the one named (403 otherwise, as get-customer-order does). */
async function owner(request: FastifyRequest, publicUserId: number): Promise<UserRow> {
  const user = await requireAccount(request);
  if (user.id !== publicUserId) throw new ApiProblem(403, 'forbidden', ACCOUNT_LIST_PROBLEMS.forbidden);
  return user;
}

/**
 * The signed-in shopper's cart and wishlist on the server (backend/src/account-lists/): read,
 * change line by line, and merge the browser's lists in at sign-in. Each answers the lists as
 * they are afterwards, so a device also sees what another one changed.
 */
export const accountListsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account-lists',
    {
      schema: {
        tags: apiTags('orders'),
        summary: "The signed-in user's cart and wishlist",
        description:
          "publicUserId must be the caller's own id (403 otherwise). Lines of products that cannot be " +
          'bought now (no price, no stock number, withdrawn) are kept but not listed.',
        security: SIGNED_IN,
        querystring: accountListsQuerySchema,
        response: { 200: accountListsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await owner(request, request.query.publicUserId);
      return { responseData: { data: await readAccountLists(app.db, user.id) } };
    },
  );

  app.post(
    '/account-lists/changes',
    {
      schema: {
        tags: apiTags('orders'),
        summary: 'Change the cart and wishlist line by line',
        description:
          'Each change touches one line, in the order given, so changes from two devices at once never ' +
          'undo each other: add sums with the line (capped at stock), set replaces its quantity (capped ' +
          'at stock), remove deletes it. A change for a product that cannot be bought is skipped.',
        security: SIGNED_IN,
        body: changeAccountListsRequestSchema,
        response: { 200: accountListsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await owner(request, request.body.publicUserId);
      await app.db.transaction((tx) => changeAccountLists(tx, user.id, request.body));
      return { responseData: { data: await readAccountLists(app.db, user.id) } };
    },
  );

  app.post(
    '/account-lists/merge',
    {
      schema: {
        tags: apiTags('orders'),
        summary: "Merge the browser's cart and wishlist into the account's at sign-in",
        description:
          'Cart lines merge by the add rule (the same product and order type sum, otherwise appended), ' +
          'capped at stock; reducedProductIds names the lines that were cut. The wishlist becomes the ' +
          'union. Sending the same mergeId again merges nothing twice.',
        security: SIGNED_IN,
        body: mergeAccountListsRequestSchema,
        response: { 200: mergeAccountListsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await owner(request, request.body.publicUserId);
      const { reducedProductIds } = await app.db.transaction((tx) =>
        mergeAccountLists(tx, user.id, request.body),
      );
      return {
        responseData: { data: { ...(await readAccountLists(app.db, user.id)), reducedProductIds } },
      };
    },
  );
};
