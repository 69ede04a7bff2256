import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from 'shared-contracts';
import type { Database } from '../db/database';
import { buildCatalogTestApp } from '../test-support/catalog-app';
import { testDatabases } from '../test-support/databases';

jest.setTimeout(180_000);
const databases = await testDatabases();
const RUNS = 60;

const printable = fc
  .array(fc.integer({ min: 0x20, max: 0x7e }), { maxLength: 40 })
  .map((codes) => String.fromCharCode(...codes));
/** Query values: the edge cases a handler trips over, and anything at all. */
const value = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1',
    '25',
    '1.5',
    '1e309',
    'NaN',
    'Infinity',
    'true',
    'false',
    '%',
    '_',
    '\\',
    '\u0000',
    'a'.repeat(300),
  ),
  fc.integer().map(String),
  fc.double().map(String),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
);
const KEYS = [
  'categoryId',
  'draw',
  'start',
  'length',
  'searchByName',
  'input',
  'color',
  'size',
  'brand',
  'type',
  'minPrice',
  'maxPrice',
  'isSale',
  'sort',
  'productId',
  'stock',
  'keyword',
  'w',
  'q',
];
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string()), value), { maxLength: 6 })
  .map((pairs) => new URLSearchParams(pairs).toString());
/** Raw query text, percent signs and all, as a broken client might send it. */
const rawQuery = fc.oneof(
  query,
  printable.map((text) => text.replace(/[#\s]/g, '')),
);
const headers = fc.record(
  {
    accept: printable,
    'content-type': fc.oneof(
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
      printable,
    ),
    'if-none-match': printable,
  },
  { requiredKeys: [] },
);
const body = fc.option(fc.oneof(fc.string(), fc.json()), { nil: undefined });

const ENDPOINTS: Array<{ method: 'GET' | 'POST'; path: string }> = [
  { method: 'GET', path: '/products/api/v1/categories/get-public-all-categories' },
  { method: 'GET', path: '/products/api/v1/public-products/get-products-by-category-id' },
  { method: 'GET', path: '/products/api/v1/public-products/get-default-approved-products' },
  { method: 'POST', path: '/products/api/v1/public-products/validate-product-stock' },
  { method: 'GET', path: '/products/api/v1/public-products/get-product-sizes' },
  { method: 'GET', path: '/products/api/v1/public-products/get-product-filters' },
  { method: 'GET', path: '/products/api/v1/admin-products/get-all-brands' },
  { method: 'GET', path: '/products/api/v1/public-products/get-product-by-id' },
];

describe.each(databases)('catalogue calls under random input on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await open();
    app = await buildCatalogTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** Never a 5xx; every 4xx in the error envelope. */
  const expectSound = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode >= 400) apiErrorSchema.parse(response.json());
  };

  it.each(ENDPOINTS)('$method $path', async ({ method, path }) => {
    await fc.assert(
      fc.asyncProperty(
        rawQuery,
        headers,
        body,
        fc.boolean(),
        async (text, headerSet, payload, otherMethod) => {
          const response = await app.inject({
            method: otherMethod ? (method === 'GET' ? 'POST' : 'GET') : method,
            url: `${path}?${text}`,
            headers: headerSet,
            ...(payload === undefined || method === 'GET' ? {} : { payload }),
          });
          expectSound(response);
        },
      ),
      { numRuns: RUNS },
    );
  });

  // '.' and '..' are resolved away before routing (the URL becomes another page), so they are left out.
  const segment = fc
    .oneof(
      fc.constantFrom('1', '2', 'front', 'back', '0', '-1', 'FRONT', '99999999999', '%', '0123456789ab'),
      fc.string(),
    )
    .filter((text) => text !== '.' && text !== '..');

  it('GET /images/products/{productId}/{viewType}', async () => {
    await fc.assert(
      fc.asyncProperty(segment, segment, query, headers, async (productId, viewType, text, headerSet) => {
        const url = `/images/products/${encodeURIComponent(productId)}/${encodeURIComponent(viewType)}?${text}`;
        expectSound(await app.inject({ url, headers: headerSet }));
      }),
      { numRuns: RUNS },
    );
  });

  it('GET /images/products/{productId}/{viewType}/{version}', async () => {
    await fc.assert(
      fc.asyncProperty(
        segment,
        segment,
        segment,
        query,
        headers,
        async (productId, viewType, version, text, headerSet) => {
          const path = [productId, viewType, version].map(encodeURIComponent).join('/');
          expectSound(await app.inject({ url: `/images/products/${path}?${text}`, headers: headerSet }));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
