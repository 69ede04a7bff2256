import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentedFailures } from '../openapi/documented-responses';
import { OPERATOR_ONLY } from '../openapi/security';
import { apiTags } from '../openapi/tags';
import { ApiProblem } from '../plugins/api-errors';
import { isOperator } from '../releases/operator-token';
import {
  confirmBusiness,
  confirmBusinessSchema,
  createAccount,
  createdAccountSchema,
  newAccountSchema,
} from './operator-accounts';
import {
  advanceOrderSchema,
  advancedOrderSchema,
  listOrders,
  moveOrder,
  orderListQuerySchema,
  orderListSchema,
} from './operator-orders';
import { seedCatalog } from '../catalog/seed/seed-catalog';
import {
  IMPORT_BODY_LIMIT,
  importCsv,
  importAnswerSchema,
  importRequestSchema,
  listProducts,
  productListQuerySchema,
  productListSchema,
  seedAnswerSchema,
  seedRequestSchema,
} from './operator-products';

const operatorOnly = { tags: apiTags('operator'), security: OPERATOR_ONLY };
const REFUSED = 'Without the operator token: 401 operatorOnly.';

/**
 * The data commands of the operator CLI, for while the server runs: the embedded database belongs
 * to this process alone (db/data-folder-lock.ts), so `npm run shop -- create-account` and the
 * others change it through here. Every route needs the operator token (Bearer).
 */
export const operatorDataRoutes: FastifyPluginAsyncZod<{ token: string }> = async (operator, { token }) => {
  operator.addHook('onRequest', async (request) => {
    if (!isOperator(request.headers.authorization, token))
      throw new ApiProblem(401, 'operatorOnly', 'Operator token required.');
  });
  operator.post(
    '/api/operator/accounts',
    {
      schema: {
        ...operatorOnly,
        summary: 'Create an account, verified unless told otherwise; a business one with company',
        description: `409 accountExists when the email address is taken (whatever its case). ${REFUSED}`,
        body: newAccountSchema,
      },
      config: {
        documentedResponses: { 201: createdAccountSchema, ...documentedFailures(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const account = await createAccount(operator.db, request.body);
      request.log.info(
        { accountId: account.id, accountType: account.accountType },
        'operator created account',
      );
      return reply.code(201).send(account);
    },
  );
  operator.post(
    '/api/operator/accounts/confirm-business',
    {
      schema: {
        ...operatorOnly,
        summary: 'Confirm a business account (business prices apply from its next call), or take it back',
        description: `404 unknownAccount, 409 notBusiness for a consumer account. ${REFUSED}`,
        body: confirmBusinessSchema,
      },
      config: {
        documentedResponses: {
          200: z.object({ email: z.string(), confirmed: z.boolean() }),
          ...documentedFailures(400, 401, 404, 409),
        },
      },
    },
    async (request) => confirmBusiness(operator.db, request.body),
  );
  operator.post(
    '/api/operator/orders/:orderNumber/advance',
    {
      schema: {
        ...operatorOnly,
        summary: 'Move an order to its next status, or to the one given; cancelled puts the stock back',
        description: `404 unknownOrder, 409 orderStatus when it is finished, cancelled or already there. ${REFUSED}`,
        params: z.object({ orderNumber: z.string().trim().min(1).max(40) }),
        body: advanceOrderSchema,
      },
      config: {
        documentedResponses: { 200: advancedOrderSchema, ...documentedFailures(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const moved = await moveOrder(operator.db, request.params.orderNumber, request.body);
      request.log.info(moved, 'operator moved order');
      return moved;
    },
  );
  operator.get(
    '/api/operator/orders',
    {
      schema: {
        ...operatorOnly,
        summary: 'Orders, newest first, optionally of one status or one customer email',
        description: REFUSED,
        querystring: orderListQuerySchema,
      },
      config: { documentedResponses: { 200: orderListSchema, ...documentedFailures(400, 401) } },
    },
    async (request) => listOrders(operator.db, request.query),
  );
  operator.get(
    '/api/operator/products',
    {
      schema: {
        ...operatorOnly,
        summary: 'Products by id, approved or not, of a category (with its subcategories) or matching a name',
        description: REFUSED,
        querystring: productListQuerySchema,
      },
      config: { documentedResponses: { 200: productListSchema, ...documentedFailures(400, 401) } },
    },
    async (request) => listProducts(operator.db, request.query),
  );
  operator.post(
    '/api/operator/products/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        ...operatorOnly,
        summary: 'Create or update products from CSV text, each row whole or not at all',
        description:
          'Each row answers its outcome; a rejected row says why and does not stop the rows after it. ' +
          `422 importRefused when the file as a whole cannot be read (no header, unknown columns). ${REFUSED}`,
        body: importRequestSchema,
      },
      config: { documentedResponses: { 200: importAnswerSchema, ...documentedFailures(400, 401, 413, 422) } },
    },
    async (request) => {
      const result = await importCsv(operator.db, request.body);
      request.log.info(
        { rows: result.rows.length, dryRun: request.body.dryRun },
        'operator imported products',
      );
      return result;
    },
  );
  operator.post(
    '/api/operator/products/seed',
    {
      schema: {
        ...operatorOnly,
        summary: 'Bring the catalogue up to a number of generated products; never deletes',
        description: `Adds the missing products after the highest id (backend/README.md, "Seed catalogue"). ${REFUSED}`,
        body: seedRequestSchema,
      },
      config: { documentedResponses: { 200: seedAnswerSchema, ...documentedFailures(400, 401) } },
    },
    async (request) => {
      const report = await seedCatalog(operator.db, request.body.products);
      request.log.info(report, 'operator seeded the catalogue');
      return { total: report.total, added: report.added };
    },
  );
};
