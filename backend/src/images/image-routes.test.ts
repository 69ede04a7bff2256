import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { apiErrorSchema } from 'shared-contracts';
import type { Database } from '../db/database';
import { buildCatalogTestApp } from '../test-support/catalog-app';
import { shownProducts } from '../test-support/catalog-oracle';
import { testDatabases } from '../test-support/databases';

jest.setTimeout(120_000);
const databases = await testDatabases();
const product = shownProducts[0];
const IMAGE = `/images/products/${product?.id}/front`;

describe.each(databases)('product images on $name', ({ open }) => {
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

  const image = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('serves WebP, AVIF or JPEG by the Accept header, varying on it, with a long cache life', async () => {
    const cases = [
      ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
    ] as const;
    for (const [accept, type, decoded] of cases) {
      const response = await image(`${IMAGE}?w=640`, { accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers.vary).toContain('Accept');
      expect(response.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      // A picture is never a page: nosniff, and none of a page's headers (its CSP and such).
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect((await sharp(response.rawPayload).metadata()).format).toBe(decoded);
    }
  });

  it('resizes to the allowed width at or above the one asked for', async () => {
    for (const [asked, served] of [
      [640, 640],
      [700, 750],
      [1080, 1080],
    ]) {
      const response = await image(`${IMAGE}?w=${asked}`, { accept: 'image/webp' });
      expect((await sharp(response.rawPayload).metadata()).width).toBe(served);
    }
    const unsized = await image(IMAGE, { accept: 'image/webp' });
    expect((await sharp(unsized.rawPayload).metadata()).width).toBe(640);
  });

  it('serves every view of a product, each its own picture', async () => {
    const views = product?.views ?? [];
    const bodies = await Promise.all(
      views.map((view) => image(`/images/products/${product?.id}/${view}?w=640`)),
    );
    for (const response of bodies) expect(response.statusCode).toBe(200);
    expect(new Set(bodies.map((response) => response.body)).size).toBe(views.length);
  });

  it('keeps what it made on disk and answers the same bytes again, and 304 for a matching ETag', async () => {
    const first = await image(`${IMAGE}?w=828&q=60`, { accept: 'image/webp' });
    const again = await image(`${IMAGE}?w=828&q=60`, { accept: 'image/webp' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const dir = path.join(app.config.DATA_DIR, 'images', 'variants', String(product?.id));
    expect((await readdir(dir)).some((name) => name.includes('-w828-q60.webp'))).toBe(true);
    const etag = String(first.headers.etag);
    const notModified = await image(`${IMAGE}?w=828&q=60`, { accept: 'image/webp', 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('uses quality 75 unless asked otherwise, and a lower quality makes a smaller file', async () => {
    const byDefault = await image(`${IMAGE}?w=750`, { accept: 'image/jpeg' });
    const explicit = await image(`${IMAGE}?w=750&q=75`, { accept: 'image/jpeg' });
    const low = await image(`${IMAGE}?w=750&q=10`, { accept: 'image/jpeg' });
    expect(explicit.headers.etag).toBe(byDefault.headers.etag);
    expect(low.rawPayload.length).toBeLessThan(byDefault.rawPayload.length);
  });

  it('answers 404 for an unknown product or a view the product does not have', async () => {
    const unknown = await image('/images/products/999999/front');
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).code).toBe('imageNotFound');
    const missingView = ['back', 'detail', 'side', 'folded', 'lifestyle'].find(
      (view) => !product?.views.includes(view),
    );
    expect((await image(`/images/products/${product?.id}/${missingView}`)).statusCode).toBe(404);
  });

  it.each(['?w=0', '?w=abc', '?w=-640', '?q=0', '?q=101', '?q=high'])(
    'refuses %s with 400',
    async (query) => {
      const response = await image(`${IMAGE}${query}`);
      expect(response.statusCode).toBe(400);
      apiErrorSchema.parse(response.json());
    },
  );

  it.each([
    '/images/products/abc/front',
    '/images/products/0/front',
    '/images/products/1/FRONT',
    '/images/products/1/..%2F..',
  ])('refuses %s with 400', async (url) => {
    const response = await image(url);
    expect(response.statusCode).toBe(400);
    apiErrorSchema.parse(response.json());
  });
});
