import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { LISTING_COUNT_CAP, productListResponseSchema } from 'shared-contracts';
import type { Database } from '../../db/database';
import { buildCatalogTestApp } from '../../test-support/catalog-app';
import { testDatabases } from '../../test-support/databases';
import { nextCatalogChange } from './catalog-changes';

/**
 * The whole shop's commonest brand, at 30 000 products (list-products.ts filteredPageOfMany):
 * - by name: the seed's brands each belong to kinds of product, and a kind's names sit together
 *   in the name order, so the shop's walk can meet a long stretch of names without the brand
 *   (here the brand's categories' names are made to come last). The categories that hold it are
 *   walked next, each in its own name order, rather than every one of its products sorted. That
 *   is the cheaper only with many products: at 30 000 the brand has about 5 000 (at a few
 *   thousand, sorting them is cheaper, and done).
 * - within a price range: more matches than the cap, known only to be no more than the brand's
 *   products; a walk of the shop's price index goes before a sort of them all.
 * Each page is checked against a plain query of the same products.
 */
jest.setTimeout(300_000);
const databases = await testDatabases();
const LISTING = '/products/api/v1/public-products/get-products-by-category-id';

describe.each(databases)("the whole shop's commonest brand in name order on $name", ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let brand: { id: number; name: string };

  beforeAll(async () => {
    db = await open();
    app = await buildCatalogTestApp(db, { SEED_PRODUCTS: '30000' });
    const { rows } = await db.query<{ id: number; name: string }>(
      `SELECT b.id, b.name FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.approved
       GROUP BY b.id, b.name ORDER BY count(*) DESC, b.id LIMIT 1`,
    );
    brand = rows[0]!;
    // The names of the categories that hold it after every other category's (as kinds of product
    // whose names come last would be), so the shop's walk of the first names meets none of its
    // products; within each of its categories they stay spread over the names as they were.
    const changed = nextCatalogChange(app.db);
    await db.query(
      `UPDATE products SET name = 'Zwaluw ' || name
       WHERE category_id IN (SELECT category_id FROM products WHERE brand_id = $1)`,
      [brand.id],
    );
    await changed;
    // What makes the shop's walk fall short: its budget (list-products.ts filteredPageOfMany, a
    // few thousand names of the shop's name index) ends among the other categories' names.
    const { rows: before } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE approved AND name NOT LIKE 'Zwaluw %'`,
    );
    expect(before[0]!.n).toBeGreaterThan(10_000);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  /** The brand's products by name as a plain query lists them: the reference. */
  const expected = async (length: number) =>
    (
      await db.query<{ id: number }>(
        `SELECT id FROM products WHERE approved AND brand_id = $1
         ORDER BY lower(name) COLLATE "C", id LIMIT $2`,
        [brand.id, length],
      )
    ).rows.map((row) => row.id);

  it('lists its first page from its categories, not from a sort of all its products', async () => {
    const statements = jest.spyOn(app.db, 'query');
    try {
      const response = await app.inject({
        url: `${LISTING}?categoryId=0&brand=${encodeURIComponent(brand.name)}&sort=name-asc&draw=1&start=0&length=25`,
      });
      expect(response.statusCode).toBe(200);
      const page = productListResponseSchema.parse(response.json()).responseData.data;
      expect(page.map((product) => product.id)).toEqual(await expected(25));
      const sent = statements.mock.calls.map(([sql]) => String(sql));
      // The categories' walks (categoriesWalked) answered, and no statement read the brand's
      // products from the facet tags to sort them all (sortedPage).
      expect(sent.some((sql) => sql.includes('CROSS JOIN LATERAL'))).toBe(true);
      expect(sent.filter((sql) => sql.includes("'b:' ||"))).toEqual([]);
    } finally {
      statements.mockRestore();
    }
  });

  it('lists a page of it within a price range by walking the price order before sorting all its matches', async () => {
    // More matches than the cap, known only to be fewer than the brand's products: a sort of
    // them all would read a table row each, so a walk of the shop's price index goes first
    // (list-products.ts filteredPageOfMany, SORT_HEDGE) and finds the page.
    const statements = jest.spyOn(app.db, 'query');
    try {
      const response = await app.inject({
        url: `${LISTING}?categoryId=0&brand=${encodeURIComponent(brand.name)}&minPrice=10&maxPrice=60&sort=price-asc&draw=7&start=150&length=25`,
      });
      expect(response.statusCode).toBe(200);
      const answer = productListResponseSchema.parse(response.json()).responseData;
      const { rows } = await db.query<{ id: number }>(
        `SELECT id FROM products WHERE approved AND brand_id = $1 AND listed_price_cents BETWEEN 1000 AND 6000
         ORDER BY listed_price_cents, id LIMIT 25 OFFSET 150`,
        [brand.id],
      );
      expect(answer.data.map((product) => product.id)).toEqual(rows.map((row) => row.id));
      expect(answer.recordsFiltered).toBe(LISTING_COUNT_CAP + 1);
      // No statement sorted every match (sortedPage's subquery, fenced by OFFSET 0).
      const sent = statements.mock.calls.map(([sql]) => String(sql).replace(/\s+/g, ' '));
      expect(sent.filter((sql) => sql.includes('OFFSET 0) p ORDER BY'))).toEqual([]);
    } finally {
      statements.mockRestore();
    }
  });
});
