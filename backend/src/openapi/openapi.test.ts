import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { buildCatalogTestApp } from '../test-support/catalog-app';

jest.setTimeout(60_000);

type Schema = Record<string, unknown>;

interface Response {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: Schema }>;
}

interface Operation {
  tags?: string[];
  summary?: string;
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, Response>;
}

interface OpenApiDocument {
  openapi: string;
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, method, path, operation })),
  );
}

/** The component ids a part of the document refers to with $ref. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child.replace('#/components/schemas/', ''));
      else refsIn(child, found);
    }
  return found;
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const jsonOf = (operation: Operation | undefined, status: string) =>
  operation?.responses[status]?.content?.['application/json']?.schema;
/** The schema of `responseData.data` (or `data`) inside an answer's envelope. */
function dataOf(schema: Schema | undefined): Schema | undefined {
  const properties = schema?.properties as Record<string, Schema> | undefined;
  const envelope = (properties?.responseData?.properties as Record<string, Schema> | undefined) ?? properties;
  return envelope?.data;
}

/** Auth.js's calls the shop serves through its catch-all route, each listed on its own. */
const AUTH_JS_OPERATIONS: Record<string, string[]> = {
  '/api/auth/csrf': ['get'],
  '/api/auth/providers': ['get'],
  '/api/auth/session': ['get', 'post'],
  '/api/auth/signin': ['get'],
  '/api/auth/callback/credentials': ['post'],
  '/api/auth/signout': ['get', 'post'],
  '/api/auth/error': ['get'],
  '/api/auth/_log': ['post'],
};

describe('the OpenAPI document', () => {
  let db: Database;
  let app: FastifyInstance;
  let document: OpenApiDocument;
  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
    app = await buildCatalogTestApp(db, { SEED_PRODUCTS: '0' });
    document = (await app.inject({ url: '/docs/json' })).json() as OpenApiDocument;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('is served at /docs/json, generated from the route schemas', async () => {
    const response = await app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(document.openapi).toMatch(/^3\./);
    const listing = document.paths['/products/api/v1/public-products/get-products-by-category-id']?.get;
    const names = listing?.parameters?.map((parameter) => parameter.name);
    expect(names).toEqual(
      expect.arrayContaining([
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
      ]),
    );
    expect(Object.keys(listing?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404']));
    for (const path of [
      '/products/api/v1/categories/get-public-all-categories',
      '/products/api/v1/public-products/get-default-approved-products',
      '/products/api/v1/public-products/get-product-sizes',
      '/products/api/v1/public-products/get-product-filters',
      '/products/api/v1/public-products/get-product-by-id',
      '/products/api/v1/admin-products/get-all-brands',
      '/images/products/{productId}/{viewType}',
      '/images/products/{productId}/{viewType}/{version}',
    ]) {
      expect(document.paths[path]?.get).toBeDefined();
    }
    expect(document.paths['/products/api/v1/public-products/validate-product-stock']?.post).toBeDefined();
  });

  it('gives every operation a declared tag, a one-line summary and described responses', () => {
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description ?? '']));
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const { name, operation } of operations) {
      if (!operation.tags?.length) problems.push(`${name}: no tag`);
      for (const tag of operation.tags ?? [])
        if (!declared.has(tag)) problems.push(`${name}: tag ${tag} is not declared`);
      for (const [status, response] of Object.entries(operation.responses))
        if (!response.description || response.description === 'Default Response')
          problems.push(`${name}: response ${status} is not described`);
      const summary = operation.summary?.trim() ?? '';
      if (summary === '') problems.push(`${name}: no summary`);
      else if (summary.includes('\n')) problems.push(`${name}: the summary is more than one line`);
    }
    const used = new Set(operations.flatMap(({ operation }) => operation.tags ?? []));
    for (const [tag, description] of declared) {
      if (!used.has(tag)) problems.push(`tag ${tag} is declared but no operation uses it`);
      if (description.trim() === '') problems.push(`tag ${tag} has no description`);
    }
    expect(problems).toEqual([]);
  });

  it('describes each Auth.js call on its own instead of the catch-all route', () => {
    expect(Object.keys(document.paths).filter((path) => path.includes('*'))).toEqual([]);
    const authPaths = Object.keys(document.paths).filter((path) => path.startsWith('/api/auth/'));
    expect(authPaths.sort()).toEqual(Object.keys(AUTH_JS_OPERATIONS).sort());
    for (const [path, methods] of Object.entries(AUTH_JS_OPERATIONS)) {
      expect({ path, methods: Object.keys(document.paths[path] ?? {}).sort() }).toEqual({ path, methods });
      for (const method of methods) {
        const operation = document.paths[path]?.[method];
        expect(operation?.tags).toEqual(['auth']);
        expect(Object.keys(operation?.responses ?? {}).length).toBeGreaterThan(0);
      }
    }
    expect(jsonOf(document.paths['/api/auth/csrf']?.get, '200')).toEqual(ref('CsrfToken'));
    expect(jsonOf(document.paths['/api/auth/session']?.get, '200')?.anyOf).toContainEqual(ref('Session'));
    expect(jsonOf(document.paths['/api/auth/callback/credentials']?.post, '200')).toEqual(
      ref('AuthRedirect'),
    );
    expect(document.paths['/api/auth/signin']?.get?.responses['302']?.headers).toHaveProperty('Location');
  });

  it('answers each Auth.js call with a status its documentation lists', async () => {
    const undocumented: string[] = [];
    for (const [path, methods] of Object.entries(AUTH_JS_OPERATIONS))
      for (const method of methods) {
        // Without a CSRF token or credentials: the refusals are documented too.
        const response = await app.inject({
          method: method === 'post' ? 'POST' : 'GET',
          url: path,
          ...(method === 'post'
            ? { payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
            : {}),
        });
        const documented = Object.keys(document.paths[path]?.[method]?.responses ?? {});
        if (!documented.includes(String(response.statusCode)))
          undocumented.push(`${method} ${path} answered ${response.statusCode}, documented ${documented}`);
      }
    expect(undocumented).toEqual([]);
  });

  it('names the main entities as components and refers to them by $ref', () => {
    const schemas = document.components.schemas;
    for (const id of [
      'ApiError',
      'Category',
      'Product',
      'ProductImage',
      'ProductDetail',
      'ProductPage',
      'Order',
      'OrderLine',
      'UserInfo',
      'Session',
    ])
      expect({ id, described: typeof schemas[id]?.description }).toEqual({ id, described: 'string' });

    const get = (path: string) => document.paths[path]?.get;
    const post = (path: string) => document.paths[path]?.post;
    const listing = get('/products/api/v1/public-products/get-products-by-category-id');
    expect(jsonOf(listing, '200')).toEqual(ref('ProductPage'));
    expect(dataOf(schemas.ProductPage)?.items).toEqual(ref('Product'));
    expect((schemas.Product?.properties as Schema)?.prodImageList).toMatchObject({
      items: ref('ProductImage'),
    });
    expect(
      dataOf(jsonOf(get('/products/api/v1/categories/get-public-all-categories'), '200'))?.items,
    ).toEqual(ref('Category'));
    expect(dataOf(jsonOf(get('/products/api/v1/public-products/get-product-by-id'), '200'))).toEqual(
      ref('ProductDetail'),
    );
    expect(dataOf(jsonOf(get('/orders/api/v1/orders/get-customer-order'), '200'))?.items).toEqual(
      ref('Order'),
    );
    expect(dataOf(jsonOf(post('/orders/api/v1/orders/place-order'), '200'))).toEqual(ref('Order'));
    // place-order documents its Idempotency-Key, and a 409 that is outOfStock or idempotencyKeyReused.
    expect(post('/orders/api/v1/orders/place-order')?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
    expect(jsonOf(post('/orders/api/v1/orders/place-order'), '409')).toEqual({
      anyOf: [ref('ProductProblem'), ref('ApiError')],
    });
    expect(dataOf(jsonOf(post('/orders/api/v1/auth/login'), '200'))).toEqual(ref('UserSessionData'));
    // Products and categories are written once, in their components, not again in each answer.
    expect(JSON.stringify(document.paths)).not.toMatch(/"(prodImageList|parentCategoryId)":/);

    // Every failure answered as JSON is the error envelope, or a component that extends it.
    const envelopes = new Set(['ApiError', 'OrderBadRequest', 'ProductProblem']);
    const failures: string[] = [];
    for (const { name, operation } of operationsOf(document))
      for (const [status, response] of Object.entries(operation.responses))
        if (Number(status) >= 400 && response.content?.['application/json']) {
          const refs = refsIn(response.content['application/json'].schema);
          if (![...refs].some((id) => envelopes.has(id))) failures.push(`${name} ${status}`);
        }
    expect(failures).toEqual([]);
  });

  it('documents the answers of routes sent without a response schema', () => {
    const release = document.paths['/api/operator/releases']?.post;
    expect(Object.keys(release?.responses ?? {}).sort()).toEqual(['201', '400', '401', '422', '500']);
    expect(release?.responses['401']?.content?.['application/json']?.schema).toEqual(ref('ApiError'));
    expect(jsonOf(document.paths['/remotes.json']?.get, '200')).toEqual(ref('RegistryDocument'));
    expect(jsonOf(document.paths['/api/status/remotes']?.get, '200')).toEqual(ref('RegistryStatus'));
    expect(Object.keys(document.paths['/']?.get?.responses['200']?.content ?? {})).toEqual(['text/html']);
  });

  it('has a component for every $ref, and no component nothing refers to', () => {
    const schemas = document.components.schemas;
    const used = refsIn(document.paths);
    for (const id of used) refsIn(schemas[id], used);
    expect([...used].filter((id) => !(id in schemas))).toEqual([]);
    expect(Object.keys(schemas).filter((id) => !used.has(id))).toEqual([]);
  });

  it('has its UI at /docs, with assets served locally', async () => {
    const page = await app.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
  });
});
