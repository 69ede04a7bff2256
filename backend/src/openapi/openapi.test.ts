import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { buildCatalogTestApp } from '../test-support/catalog-app';
import { testDatabases } from '../test-support/databases';

jest.setTimeout(60_000);
const [embedded] = await testDatabases();

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { parameters?: Array<{ name: string; in: string }>; responses: Record<string, unknown> }>
  >;
}

describe('the OpenAPI document', () => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await (embedded ?? { open: () => Promise.reject(new Error('no database')) }).open();
    app = await buildCatalogTestApp(db, { SEED_PRODUCTS: '0' });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('is served at /docs/json, generated from the route schemas', async () => {
    const response = await app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as OpenApiDocument;
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

  it('has its UI at /docs, with assets served locally', async () => {
    const page = await app.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
  });
});
