import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from 'shared-contracts';
import type { Database } from '../db/database';
import { buildTestApp, createAccount, login } from '../test-support/account-app';
import { testDatabases } from '../test-support/databases';

jest.setTimeout(120_000);
const databases = await testDatabases();

type Method = 'GET' | 'POST';
/** Every endpoint of the accounts, orders and Auth.js parts; `{id}` is filled with random ids. */
const ENDPOINTS: Array<[Method, string]> = [
  ['POST', '/orders/api/v1/auth/login'],
  ['POST', '/orders/api/v1/auth/register'],
  ['POST', '/orders/api/v1/auth/verify-email'],
  ['POST', '/orders/api/v1/auth/forgot-password'],
  ['POST', '/orders/api/v1/auth/reset-password'],
  ['GET', '/orders/api/v1/auth/verify-account'],
  ['GET', '/orders/api/v1/auth/{id}/get-user'],
  ['POST', '/orders/api/v1/auth/{id}/update-user'],
  ['GET', '/orders/api/v1/auth/captcha-challenge'],
  ['POST', '/orders/api/v1/orders/get-order-shipping-detail'],
  ['GET', '/orders/api/v1/orders/get-customer-order'],
  ['POST', '/orders/api/v1/orders/place-order'],
  ['GET', '/orders/api/v1/orders/track-order'],
];
const AUTH_JS = [
  '/api/auth/session',
  '/api/auth/csrf',
  '/api/auth/providers',
  '/api/auth/signin',
  '/api/auth/signout',
  '/api/auth/callback/credentials',
  '/api/auth/_log',
  '/api/auth/nope/x/y',
];

const FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'captchaToken',
  'token',
  'firstName',
  'lastName',
  'accountType',
  'companyName',
  'register_agree',
  'newsletters',
  'locale',
  'productId',
  'qty',
  'isReserve',
  'isProductOnSale',
  'delivery',
  'lines',
  'address',
  'orderType',
  'bdCompanyName',
  'phone',
  'publicUserId',
  'orderNumber',
  'csrfToken',
  'callbackUrl',
  'json',
];
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '9'.repeat(400),
    '-1',
    '1e309',
    'NaN',
    '{}',
    '[]',
    '%00',
    '../../etc/passwd',
    'ÿ\uD800',
  ),
);
const value = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
);
const shapedObject = fc.dictionary(
  fc.constantFrom(...FIELDS),
  fc.oneof(value, fc.array(fc.dictionary(fc.constantFrom(...FIELDS), value), { maxLength: 3 })),
);
const body = fc.oneof(shapedObject, fc.jsonValue(), fc.array(shapedObject, { maxLength: 4 }), hostileText);
const query = fc.dictionary(
  fc.constantFrom('email', 'publicUserId', 'orderNumber', 'id', 'callbackUrl', 'error'),
  hostileText,
  { maxKeys: 3 },
);
const printable = fc.string({ unit: fc.constantFrom(...'abcXYZ019 ._-=/+:;,'.split('')), maxLength: 60 });
const headers = fc.record(
  {
    authorization: fc.oneof(
      printable,
      printable.map((token) => `Bearer ${token}`),
    ),
    'device-id': fc.oneof(printable, fc.constant('x'.repeat(300))),
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ),
    'accept-language': printable,
  },
  { requiredKeys: [] },
);
const pathId = fc.oneof(
  fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
  hostileText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?'))),
);

describe.each(databases)('hostile input on $name: never a 5xx, always the error envelope', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let validToken: string;

  beforeAll(async () => {
    db = await open();
    // High per-address limit: the fuzzing itself must not lock the test client out of later runs.
    app = await buildTestApp(db, { LOGIN_MAX_FAILURES_PER_IP: '100000' });
    validToken = await login(app, await createAccount(db));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const toPayload = (raw: unknown, contentType: string | undefined) =>
    contentType === 'application/x-www-form-urlencoded' && raw !== null && typeof raw === 'object'
      ? new URLSearchParams(
          Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
        ).toString()
      : typeof raw === 'string'
        ? raw
        : JSON.stringify(raw);

  it.each(ENDPOINTS)('%s %s', async (method, template) => {
    await fc.assert(
      fc.asyncProperty(
        body,
        query,
        headers,
        pathId,
        fc.boolean(),
        async (raw, search, head, id, useRealToken) => {
          const url = `${template.replace('{id}', id)}?${new URLSearchParams(search).toString()}`;
          const sent = useRealToken ? { ...head, authorization: `Bearer ${validToken}` } : head;
          const response = await app.inject({
            method,
            url,
            headers: sent,
            ...(method === 'POST' ? { payload: toPayload(raw, head['content-type']) } : {}),
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400)
            expect(apiErrorSchema.safeParse(response.json()).success).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it.each(AUTH_JS)('Auth.js %s', async (path) => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Method>('GET', 'POST'),
        body,
        query,
        headers,
        async (method, raw, search, head) => {
          const url = `${path}?${new URLSearchParams(search).toString()}`;
          const payload = method === 'POST' ? { payload: toPayload(raw, head['content-type']) } : {};
          const response = await app.inject({ method, url, headers: head, ...payload });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });
});
