import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { apiErrorSchema, productByIdResponseSchema } from 'shared-contracts';
import type { Database } from '../db/database';
import { buildCatalogTestApp } from '../test-support/catalog-app';
import { shownProducts } from '../test-support/catalog-oracle';
import { testDatabases } from '../test-support/databases';
import { nextCatalogChange } from '../catalog/queries/catalog-changes';
import { imageVersion } from './image-version';

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

  const imagesOfProduct = async (id: number) => {
    const answer = await app.inject({
      url: `/products/api/v1/public-products/get-product-by-id?productId=${id}`,
    });
    return productByIdResponseSchema.parse(answer.json()).responseData.data.prodImageList;
  };

  it('lets browsers keep the versioned address of the catalogue for good, and the bare path a month', async () => {
    const [first] = await imagesOfProduct(product?.id ?? 0);
    expect(first?.imageURL).toMatch(new RegExp(`^${IMAGE}/[0-9a-f]{12}$`));
    const versioned = await image(`${first?.imageURL}?w=640`, { accept: 'image/webp' });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bare = await image(`${IMAGE}?w=640`, { accept: 'image/webp' });
    expect(bare.headers['cache-control']).toBe('public, max-age=2592000');
    // Same picture either way.
    expect(bare.rawPayload.equals(versioned.rawPayload)).toBe(true);
    expect(bare.headers.etag).toBe(versioned.headers.etag);
  });

  it('gives a new address when the colour changes, and stops keeping the old one for good', async () => {
    const changed = shownProducts[1];
    const [before] = await imagesOfProduct(changed?.id ?? 0);
    const oldPicture = await image(`${before?.imageURL}?w=640`, { accept: 'image/webp' });
    expect(oldPicture.headers['cache-control']).toContain('immutable');
    const colour = changed?.color.toLowerCase() === 'zwart' ? 'Wit' : 'Zwart';
    // The catalogue's answers are kept until a commit is notified: wait for it, as a shopper would.
    const recolour = async (to: string | undefined) => {
      const notified = nextCatalogChange(app.db);
      await db.query('UPDATE products SET color = $1 WHERE id = $2', [to, changed?.id]);
      await notified;
    };
    await recolour(colour);
    try {
      const [after] = await imagesOfProduct(changed?.id ?? 0);
      expect(after?.imageURL).not.toBe(before?.imageURL);
      const newPicture = await image(`${after?.imageURL}?w=640`, { accept: 'image/webp' });
      expect(newPicture.headers['cache-control']).toContain('immutable');
      expect(newPicture.rawPayload.equals(oldPicture.rawPayload)).toBe(false);
      // The old address still shows the picture as it is now, but only for a month.
      const stale = await image(`${before?.imageURL}?w=640`, { accept: 'image/webp' });
      expect(stale.statusCode).toBe(200);
      expect(stale.headers['cache-control']).toBe('public, max-age=2592000');
      expect(stale.rawPayload.equals(newPicture.rawPayload)).toBe(true);
    } finally {
      await recolour(changed?.color);
    }
  });

  it('versions by what the drawing depends on: colour, textile family and drawing code', () => {
    const towel = imageVersion({ family: 'bath', colour: 'wit' });
    expect(imageVersion({ family: 'bath', colour: 'wit' })).toBe(towel);
    expect(imageVersion({ family: 'bath', colour: 'zwart' })).not.toBe(towel);
    expect(imageVersion({ family: 'bed', colour: 'wit' })).not.toBe(towel);
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
    '/images/products/1/front/XYZ',
    '/images/products/1/front/0123456789abcdef0123456789abcdef0',
  ])('refuses %s with 400', async (url) => {
    const response = await image(url);
    expect(response.statusCode).toBe(400);
    apiErrorSchema.parse(response.json());
  });
});
