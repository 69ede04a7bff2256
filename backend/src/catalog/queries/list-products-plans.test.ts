import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_PAGE_SIZE, productListResponseSchema } from 'shared-contracts';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openPostgresDatabase } from '../../db/postgres-database';
import { buildCatalogTestApp } from '../../test-support/catalog-app';
import { createTestSchema, postgresReachable, type TestSchema } from '../../test-support/databases';
import { filterConditions, scopeConditions, type ProductFilter } from './product-filter';
import { PRODUCT_VIEWS } from './product-row';
import { SqlParams } from './sql-params';

/**
 * A page without filters is one prepared statement (list-products.ts) that PostgreSQL plans once
 * and then runs with each request's values: planning it again each time cost more than running it
 * (db/planner-settings.ts GENERIC_PLAN_SETTINGS).
 * PostgreSQL only (PGlite ignores prepared statements).
 */
jest.setTimeout(120_000);
const reachable = await postgresReachable();
if (!reachable && process.env.CI) throw new Error('PostgreSQL is required on CI');
const LISTING = '/products/api/v1/public-products/get-products-by-category-id';
/** A top-level category (catalog/seed/categories.ts): Beddengoed, with more products than a page. */
const BEDDING = 4;
/** A category without subcategories (catalog/seed/categories.ts). */
const LEAF = 15;

interface KeptStatement {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

(reachable ? describe : describe.skip)('a page of a category in an order, on PostgreSQL', () => {
  let schema: TestSchema;
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    schema = await createTestSchema();
    // One connection: every page runs through it, so its kept statements are all in one place.
    db = await openPostgresDatabase(schema.url, { poolSize: 1 });
    await migrate(db);
    app = await buildCatalogTestApp(db);
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await schema?.drop();
  });

  const pageOf = async (start: number, length: number) => {
    const response = await app.inject({
      url: `${LISTING}?categoryId=${BEDDING}&sort=price-asc&draw=1&start=${start}&length=${length}`,
    });
    expect(response.statusCode).toBe(200);
    return productListResponseSchema.parse(response.json()).responseData.data.map((product) => product.id);
  };

  /** The statements kept where prepared statements run (postgres-database.ts), of which `like`. */
  const keptStatements = async (like: string): Promise<KeptStatement[]> =>
    (
      await db.query<KeptStatement>(
        `SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements
         WHERE statement LIKE $1 AND statement NOT LIKE '%pg_prepared_statements%'`,
        [like],
        { prepare: true },
      )
    ).rows;
  const keptPages = () => keptStatements('%riode_listing_rows(ARRAY(SELECT p.id FROM products p WHERE%');

  it('is planned once for all its pages, and each page is still its own', async () => {
    // The whole category in one answer of a length that is not kept: what each page must show.
    const all = await pageOf(0, 100);
    expect(all.length).toBeGreaterThan(10 + PRODUCT_PAGE_SIZE);
    for (let start = 0; start < 10; start++) {
      expect(await pageOf(start, PRODUCT_PAGE_SIZE)).toEqual(all.slice(start, start + PRODUCT_PAGE_SIZE));
    }

    const kept = await keptPages();
    expect(kept).toHaveLength(1);
    // Every run on the generic plan: left to choose, PostgreSQL planned the first five with their
    // values, and at scale every run after them too (it costs `OFFSET $n` as a tenth of the scope).
    expect(kept[0]!).toMatchObject({ generic_plans: 10, custom_plans: 0 });
  });

  /** The plan of a selection of `products p` with the sequential scan priced out. */
  const planOf = (conditions: string[], params: SqlParams) =>
    db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT p.id FROM products p WHERE p.approved AND ${conditions.join(' AND ')}`,
        params.values,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });

  it("finds two facets' products from the facet tags' index, as migration 018 built it", async () => {
    const params = new SqlParams();
    const conditions = filterConditions(
      { words: [], colors: ['Wit', 'Grijs'], sizes: ['140x200'], types: [], brands: [] },
      params,
      { indexed: true },
    );
    // The catalogue here is small enough to read whole: the index must be usable, not cheapest.
    expect(await planOf(conditions, params)).toContain('products_shown_facet_tags_idx');
  });

  /** A filter's conditions within the leaf category, as the listing writes them for its facets' indexes. */
  const leafConditions = (filter: ProductFilter, params: SqlParams) => {
    const leaf = { id: LEAF, ids: [LEAF], depth: 2 };
    return [
      ...scopeConditions(leaf, filter, params),
      ...filterConditions(filter, params, { indexed: true, categoryIds: leaf.ids }),
    ];
  };

  it("finds a category's filtered products from its facets index, as migration 023 built it", async () => {
    const params = new SqlParams();
    const filter = {
      words: [],
      colors: ['Wit'],
      sizes: ['140x200'],
      types: [],
      brands: [],
      minCents: 1000,
    };
    const conditions = leafConditions(filter, params);
    // Within a category the facets stay plain conditions, which the facets index holds.
    expect(conditions.join(' ')).not.toContain('ARRAY[');
    const plan = await planOf(conditions, params);
    expect(plan).toContain('products_shown_category_facets_idx');
    // Every filter is tested in the index's entries: none is left to test on the table's rows.
    expect(plan).not.toMatch(/Filter:/);
  });

  it("finds a category's products of a type and brand from its types index, as migration 033 built it", async () => {
    const params = new SqlParams();
    const { rows } = await db.query<{ brand_id: number }>(
      'SELECT brand_id FROM products WHERE approved AND category_id = $1 AND brand_id IS NOT NULL LIMIT 1',
      [LEAF],
    );
    const filter = {
      words: [],
      colors: [],
      sizes: [],
      types: ['Badstof'],
      brands: ['any'],
      brandIds: [rows[0]!.brand_id],
    };
    const conditions = leafConditions(filter, params);
    const plan = await planOf(conditions, params);
    // The type and the brand are the index's second and third columns: only their entries are read.
    expect(plan).toContain('products_shown_category_types_idx');
    expect(plan).not.toMatch(/Filter:/);
  });

  it("walks the whole shop's price order with its products' names from the index alone, as migration 024 built it", async () => {
    const plan = await db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT w.id FROM (SELECT p.id, p.listed_price_cents, p.name FROM products p WHERE p.approved
           ORDER BY p.listed_price_cents DESC NULLS LAST, p.id LIMIT 500) w
         WHERE lower(w.name) LIKE '%katoen%'`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Index Only Scan using products_shown_price_desc_idx');
  });

  it("walks the whole shop's price and name orders testing a type and a colour in the index alone, as migrations 034 and 035 built them", async () => {
    const orders = {
      price_asc: 'p.listed_price_cents ASC NULLS LAST, p.id',
      price_desc: 'p.listed_price_cents DESC NULLS LAST, p.id',
      name: 'lower(p.name) COLLATE "C", p.id',
    };
    for (const [index, order] of Object.entries(orders)) {
      const plan = await db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT w.id FROM (SELECT p.id, p.listed_price_cents, p.name, p.color, p.size, p.type,
                                            p.brand_id, p.listed_until FROM products p WHERE p.approved
             ORDER BY ${order} LIMIT 500) w
           WHERE lower(w.type) = 'katoen' AND lower(w.color) = 'wit' AND w.listed_until IS NULL`,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain(`Index Only Scan using products_shown_${index}_idx`);
    }
  });

  it("reads a page's image views with its products' rows, as migration 031 keeps them, not from the images", async () => {
    const plan = await db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT p.id, ${PRODUCT_VIEWS} FROM products p WHERE p.id = ANY($1::int[])`,
        [[1, 2, 3]],
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toContain('product_images');
    expect(plan).not.toContain('SubPlan');
  });

  it("finds a search's products from the name words' index, as migration 020 built it", async () => {
    const params = new SqlParams();
    const conditions = filterConditions(
      { words: ['XL', 'katoen'], colors: [], sizes: [], types: [], brands: [] },
      params,
      { indexed: true },
    );
    expect(await planOf(conditions, params)).toContain('products_shown_name_words_idx');
  });

  it('keeps a search planned once whatever its words, and plans a colour with it each time', async () => {
    // The seed's words, as shoppers type them: each a statement with other values, the same text.
    const words = ['katoen', 'wit', 'badjas', 'hoeslaken', 'grijs', 'linnen', 'theedoek', 'percal'];
    const searched = async (query: string) => {
      const response = await app.inject({
        url: `${LISTING}?categoryId=${BEDDING}&length=${PRODUCT_PAGE_SIZE}&${query}`,
      });
      expect(response.statusCode).toBe(200);
      return productListResponseSchema.parse(response.json()).responseData;
    };
    const keptSearches = () => keptStatements('%catalog_words%');
    for (const word of words) await searched(`searchByName=${word}`);
    const kept = await keptSearches();
    const runs = kept.reduce((sum, statement) => sum + statement.generic_plans, 0);
    expect(runs).toBe(words.length);
    expect(kept.every((statement) => statement.custom_plans === 0)).toBe(true);
    // With a colour the values decide the plan (product-filter.ts): not kept.
    const withColour = await searched('searchByName=katoen&color=Wit');
    expect(withColour.recordsFiltered).toBeGreaterThanOrEqual(0);
    expect(await keptSearches()).toEqual(kept);
  });

  it("keeps a filtered listing's walk planned once whatever its values, and each page still its own", async () => {
    // The products not on offer in the whole shop: most of it, more than sorting them is worth,
    // so each page is found by walking the shop's order (list-products.ts walkedPage).
    const listed = async (start: number, length: number) => {
      const response = await app.inject({
        url: `${LISTING}?categoryId=0&isSale=false&draw=1&start=${start}&length=${length}`,
      });
      expect(response.statusCode).toBe(200);
      return productListResponseSchema.parse(response.json()).responseData.data;
    };
    const keptWalks = () => keptStatements('%) p%WHERE p.listed_until IS NULL%');
    // The same walk unprepared (a length the shop never asks for): what each page must show.
    const all = (await listed(0, 100)).map((product) => product.id);
    expect(all.length).toBe(100);
    const starts = [0, 25, 50];
    for (const start of starts) {
      const page = await listed(start, PRODUCT_PAGE_SIZE);
      expect(page.every((product) => !product.isSale)).toBe(true);
      expect(page.map((product) => product.id)).toEqual(all.slice(start, start + PRODUCT_PAGE_SIZE));
    }
    const kept = await keptWalks();
    expect(kept).toHaveLength(1);
    expect(kept[0]!).toMatchObject({ generic_plans: starts.length, custom_plans: 0 });
  });

  it('is not kept for a page length the shop never asks for: any of a hundred would pile up', async () => {
    const before = await keptPages();
    const ids = await pageOf(0, 7);
    expect(ids).toHaveLength(7);
    expect(await keptPages()).toEqual(before);
  });
});
