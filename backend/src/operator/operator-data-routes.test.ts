import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { buildTestApp } from '../test-support/account-app';
import { testDatabases } from '../test-support/databases';

jest.setTimeout(60_000);

const TOKEN = 'operator-token-for-route-tests-0123456789abcdef';
const operator = { authorization: `Bearer ${TOKEN}` };
const databases = await testDatabases();

/** The operator's data routes the CLI calls while the server runs (cli/shop-server.ts). */
describe.each(databases)('the operator data routes on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await open();
    app = await buildTestApp(db, { OPERATOR_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const count = async (table: 'users' | 'products') =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;
  const users = () => count('users');
  const account = {
    email: 'route@example.com',
    password: 'Good@1234',
    firstName: 'R',
    lastName: 'T',
  };

  it('refuses every call without the operator token with 401 operatorOnly, and changes nothing', async () => {
    const before = [await users(), await count('products')];
    for (const [method, url, payload] of [
      ['POST', '/api/operator/accounts', account],
      ['POST', '/api/operator/accounts/confirm-business', { email: 'route@example.com' }],
      ['POST', '/api/operator/orders/RD-1/advance', {}],
      ['GET', '/api/operator/orders', undefined],
      ['GET', '/api/operator/products', undefined],
      ['POST', '/api/operator/products/import', { csv: 'name,categoryId\nX,4\n' }],
      ['POST', '/api/operator/products/seed', { products: 5 }],
    ] as const) {
      for (const headers of [{}, { authorization: 'Bearer wrong' }]) {
        const answer = await app.inject({ method, url, payload, headers });
        expect([url, answer.statusCode, answer.json()]).toEqual([
          url,
          401,
          { message: 'Operator token required.', data: 'Operator token required.', code: 'operatorOnly' },
        ]);
      }
    }
    expect([await users(), await count('products')]).toEqual(before);
  });

  it('answers bad input with 400 and the field, and changes nothing', async () => {
    const before = await users();
    const products = await count('products');
    for (const [payload, field] of [
      [{ ...account, email: 'nope' }, 'email'],
      [{ ...account, password: 'weak' }, 'password'],
      [{ ...account, firstName: ' ' }, 'firstName'],
      [{ ...account, confirmed: true }, 'confirmed'],
    ] as const) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/operator/accounts',
        payload,
        headers: operator,
      });
      const body = answer.json<{ code: string; issues: Array<{ path: string }> }>();
      expect([field, answer.statusCode, body.issues[0]?.path]).toEqual([field, 400, field]);
    }
    expect(await users()).toBe(before);
    const status = await app.inject({
      method: 'POST',
      url: '/api/operator/orders/RD-1/advance',
      payload: { status: 'lost' },
      headers: operator,
    });
    expect(status.statusCode).toBe(400);
    const limit = await app.inject({ url: '/api/operator/orders?limit=0', headers: operator });
    expect(limit.statusCode).toBe(400);
    const seed = await app.inject({
      method: 'POST',
      url: '/api/operator/products/seed',
      payload: { products: 0 },
      headers: operator,
    });
    expect(seed.statusCode).toBe(400);
    const file = await app.inject({
      method: 'POST',
      url: '/api/operator/products/import',
      payload: { csv: 'naam,soort\nx,y\n' },
      headers: operator,
    });
    expect([file.statusCode, file.json<{ code: string }>().code]).toEqual([422, 'importRefused']);
    expect(await count('products')).toBe(products);
  });

  it('creates an account once: 201, then 409 accountExists whatever the case', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/operator/accounts',
      payload: account,
      headers: operator,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      email: 'route@example.com',
      accountType: 'consumer',
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/operator/accounts',
      payload: { ...account, email: 'ROUTE@example.com' },
      headers: operator,
    });
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([409, 'accountExists']);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/operator/orders/RD-1/advance',
      payload: {},
      headers: operator,
    });
    expect([unknown.statusCode, unknown.json<{ code: string }>().code]).toEqual([404, 'unknownOrder']);
  });

  it('lists the routes in the OpenAPI document, tagged operator, with the operator token', async () => {
    const document = (await app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { tags: string[]; security: unknown; responses: object }>>;
    }>();
    for (const [path, method, statuses] of [
      ['/api/operator/accounts', 'post', ['201', '400', '401', '409', '500']],
      ['/api/operator/accounts/confirm-business', 'post', ['200', '400', '401', '404', '409', '500']],
      ['/api/operator/orders/{orderNumber}/advance', 'post', ['200', '400', '401', '404', '409', '500']],
      ['/api/operator/orders', 'get', ['200', '400', '401', '500']],
      ['/api/operator/products', 'get', ['200', '400', '401', '500']],
      ['/api/operator/products/import', 'post', ['200', '400', '401', '413', '422', '500']],
      ['/api/operator/products/seed', 'post', ['200', '400', '401', '500']],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect([
        path,
        operation?.tags,
        operation?.security,
        Object.keys(operation?.responses ?? {}).sort(),
      ]).toEqual([path, ['operator'], [{ operatorToken: [] }], statuses]);
    }
  });
});
