import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
  apiErrorSchema,
  categoriesResponseSchema,
  INFO_PAGES,
  PRODUCTS_PREFIX,
  routes,
} from 'shared-contracts';
import { importProducts } from '../catalog/import/import-products';
import { seedCatalog } from '../catalog/seed/seed-catalog';
import type { Database } from '../db/database';
import { testDatabases } from '../test-support/databases';
import { insertProduct } from '../test-support/product-fixtures';
import { buildSeoTestApp, crawlSitemap } from './test-support/seo-app';

jest.setTimeout(120_000);
const databases = await testDatabases();

// A trailing slash, as operators write it: no URL may come out with '//' after the host.
const PUBLIC_URL = 'https://shop.example/';
const ORIGIN = 'https://shop.example';
// Small pages, so the seed's 360 products and ~70 fixed pages and categories span several of each.
const PAGE_SIZE = 50;

const productUrl = (product: { id: number; name: string }) => ORIGIN + routes.product(product);

describe.each(databases)('the sitemap on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await open();
    app = await buildSeoTestApp(db, { PUBLIC_URL }, PAGE_SIZE);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const approvedProducts = async () =>
    (
      await db.query<{ id: number; name: string; lastmod: string }>(
        `SELECT id, name, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS lastmod
         FROM products WHERE approved ORDER BY id`,
      )
    ).rows;

  it('is an index of pages of at most the page size, each one valid and absolute', async () => {
    const crawled = await crawlSitemap(app, ORIGIN);
    expect(crawled.pages.length).toBeGreaterThanOrEqual(9);
    for (const { sitemap } of crawled.pages) {
      expect(sitemap.kind).toBe('urlset');
      expect(sitemap.entries.length).toBeGreaterThan(0);
      expect(sitemap.entries.length).toBeLessThanOrEqual(PAGE_SIZE);
    }
    // The fixed pages and categories fill whole pages before the products start.
    expect(crawled.pages[0]?.sitemap.entries).toHaveLength(PAGE_SIZE);
    for (const url of crawled.urls) expect(url).toMatch(/^https:\/\/shop\.example\/(?!\/)/);
    expect(new Set(crawled.urls).size).toBe(crawled.urls.length);
  });

  it('lists every approved product exactly once, with its last change, and no other', async () => {
    const crawled = await crawlSitemap(app, ORIGIN);
    const listed = crawled.urls.filter((url) => url.startsWith(`${ORIGIN}/product/`));
    const approved = await approvedProducts();
    expect(listed).toEqual(approved.map(productUrl));
    expect(approved.map((product) => product.id)).not.toContain(25);
    // What the listing shows over the whole shop is what the sitemap lists.
    const listing = await app.inject({
      url: `${PRODUCTS_PREFIX}/public-products/get-products-by-category-id?categoryId=0&length=1&draw=1`,
    });
    expect(listed).toHaveLength(
      (listing.json() as { responseData: { recordsTotal: number } }).responseData.recordsTotal,
    );
    for (const id of [25, 75, 325]) expect(listed.join('\n')).not.toMatch(new RegExp(`slug=${id}$`, 'm'));
    for (const product of approved) expect(crawled.lastmods.get(productUrl(product))).toBe(product.lastmod);
  });

  it('lists home, the sale page, the information pages and every category', async () => {
    const { urls } = await crawlSitemap(app, ORIGIN);
    const categories = categoriesResponseSchema.parse(
      (await app.inject({ url: `${PRODUCTS_PREFIX}/categories/get-public-all-categories` })).json(),
    ).responseData.data;
    expect(categories.length).toBeGreaterThan(40);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/cat/sale/?isSale=true`,
        ...INFO_PAGES.map((page) => `${ORIGIN}/pages/${page}`),
        ...categories.map((category) => ORIGIN + routes.category(category)),
      ]),
    );
    expect(urls).toContain(`${ORIGIN}/cat/beddengoed-4`);
  });

  it('escapes the & of product addresses', async () => {
    const { index } = await crawlSitemap(app, ORIGIN);
    const productPage = await app.inject({ url: new URL(index.entries.at(-1)?.loc ?? '').pathname });
    expect(productPage.body).toMatch(
      /<loc>https:\/\/shop\.example\/product\/d\/p\/\?t=[a-z0-9-]+&amp;slug=\d+<\/loc>/,
    );
    expect(productPage.body).not.toMatch(/&slug=/);
  });

  it.each([
    '/sitemap/abc.xml',
    '/sitemap/999999.xml',
    '/sitemap/0.xml',
    '/sitemap/01.xml',
    '/sitemap/-1.xml',
    '/sitemap/1',
    '/sitemap/1.xml.gz',
    '/sitemap/99999999999999999999.xml',
    '/sitemap/4294967295.xml',
  ])('answers %s with 404 in the error envelope', async (url) => {
    const response = await app.inject({ url, headers: { accept: 'text/html,*/*' } });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'notFound' });
  });

  it('leaves out a range of ids with no approved product, and answers its page 404', async () => {
    const before = await crawlSitemap(app, ORIGIN);
    await db.query('UPDATE products SET approved = false WHERE id BETWEEN 51 AND 100');
    try {
      const after = await crawlSitemap(app, ORIGIN);
      const gone = before.pages
        .map((page) => page.path)
        .filter((p) => !after.pages.some((page) => page.path === p));
      expect(gone).toHaveLength(1);
      expect((await app.inject({ url: gone[0] ?? '' })).statusCode).toBe(404);
      expect(after.urls.filter((url) => /slug=(5[1-9]|[6-9]\d|100)$/.test(url))).toEqual([]);
      expect(after.urls.some((url) => url.endsWith('&slug=101'))).toBe(true);
    } finally {
      await db.query('UPDATE products SET approved = (id % 50 <> 25) WHERE id BETWEEN 51 AND 100');
    }
  });

  it('lists products seeded, imported and approved afterwards, at once', async () => {
    const before = await crawlSitemap(app, ORIGIN);
    await seedCatalog(db, 420); // 60 more, ids 361..420: a new range of ids, so a new page
    const imported = await importProducts(
      db,
      'name,categoryId,price,stock\nSitemap Badlaken Proef,12,19.95,4\n',
    );
    expect(imported).toMatchObject({ rows: [{ outcome: 'created' }] });
    const pending = await insertProduct(db, { name: 'Wacht op keuring', approved: false });
    const after = await crawlSitemap(app, ORIGIN);
    expect(after.pages.length).toBe(before.pages.length + 1);
    const approved = await approvedProducts();
    expect(after.urls.filter((url) => url.startsWith(`${ORIGIN}/product/`))).toEqual(
      approved.map(productUrl),
    );
    expect(after.urls.some((url) => url.endsWith('&slug=420'))).toBe(true);
    expect(after.urls.some((url) => url.includes('t=sitemap-badlaken-proef&slug='))).toBe(true);
    expect(after.urls.some((url) => url.endsWith(`slug=${pending}`))).toBe(false);

    await db.query('UPDATE products SET approved = true WHERE id = $1', [pending]);
    const approvedNow = await crawlSitemap(app, ORIGIN);
    expect(approvedNow.urls).toContain(productUrl({ id: pending, name: 'Wacht op keuring' }));
  });
});

describe.each(databases)('the sitemap without PUBLIC_URL on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await open();
    app = await buildSeoTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('takes the origin from the request, one page for the seed catalogue', async () => {
    const response = await app.inject({ url: '/sitemap.xml', headers: { host: 'Shop.Test:8080' } });
    expect(response.body).toContain('<loc>http://shop.test:8080/sitemap/1.xml</loc>');
    const crawled = await crawlSitemap(app, 'http://localhost:80');
    expect(crawled.pages).toHaveLength(2);
    expect(crawled.urls.filter((url) => url.includes('/product/'))).toHaveLength(353);
  });

  it('refuses a Host header that is not a host', async () => {
    const response = await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example"><x' } });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).code).toBe('badRequest');
  });
});
