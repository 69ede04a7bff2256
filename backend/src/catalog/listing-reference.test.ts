import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import {
  LISTING_COUNT_CAP,
  MIN_SEARCH_WORD_LENGTH,
  productFiltersResponseSchema,
  productListResponseSchema,
  toCents,
  type ProductSort,
} from 'shared-contracts';
import type { Database } from '../db/database';
import { buildCatalogTestApp } from '../test-support/catalog-app';
import { subtreeOf } from '../test-support/catalog-oracle';
import { testDatabases } from '../test-support/databases';
import { offerRuns, priceNow } from './offer-price';
import { nextCatalogChange } from './queries/catalog-changes';
import { SEED_CATEGORIES } from './seed/categories';

jest.setTimeout(300_000);
const databases = await testDatabases();
const RUNS = 40;
const API = '/products/api/v1/public-products';
/** A leaf of Beddengoed that gets more products than the cap, so its counts stop there. */
const CROWDED = 15;
/** Another leaf of Beddengoed that gets a fifth of the copies: a search of the copies holds two categories. */
const ALSO_COPIED = 17;
const SORTS: ProductSort[] = ['default', 'price-asc', 'price-desc', 'name-asc', 'newest'];
/** The straightforward orders: the price as the rule defines it, computed per row (offer-price.ts). */
const REFERENCE_ORDER: Record<ProductSort, string> = {
  default: 'p.id',
  'price-asc': `${priceNow('p')} ASC NULLS LAST, p.id`,
  'price-desc': `${priceNow('p')} DESC NULLS LAST, p.id`,
  'name-asc': 'lower(p.name) COLLATE "C", p.id',
  newest: 'p.created_at DESC, p.id DESC',
};

interface Listing {
  categoryId: number;
  sort: ProductSort;
  start: number;
  length: number;
  words: string[];
  colors: string[];
  sizes: string[];
  types: string[];
  brands: string[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  isSale?: boolean | undefined;
}

/** The listing as one plain query: the category's subtree by id list, every rule written out per row. */
async function reference(db: Database, listing: Listing) {
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where = ['p.approved'];
  if (listing.categoryId !== 0)
    where.push(`p.category_id = ANY(${add([...subtreeOf(listing.categoryId)])}::int[])`);
  const scope = [...where];
  for (const word of listing.words) where.push(`strpos(lower(p.name), lower(${add(word)})) > 0`);
  const anyOf = (column: string, values: string[]) =>
    values.length > 0 &&
    where.push(`lower(${column}) = ANY(${add(values.map((v) => v.toLowerCase()))}::text[])`);
  anyOf('p.color', listing.colors);
  anyOf('p.size', listing.sizes);
  anyOf('p.type', listing.types);
  anyOf('(SELECT b.name FROM brands b WHERE b.id = p.brand_id)', listing.brands);
  if (listing.minPrice !== undefined) where.push(`${priceNow('p')} >= ${add(toCents(listing.minPrice))}`);
  if (listing.maxPrice !== undefined) where.push(`${priceNow('p')} <= ${add(toCents(listing.maxPrice))}`);
  if (listing.isSale !== undefined) where.push(`${offerRuns('p')} = ${add(listing.isSale)}`);
  const { rows } = await db.query<{ id: number; price_cents: number | null; is_sale: boolean }>(
    `SELECT p.id, ${priceNow('p')} AS price_cents, ${offerRuns('p')} AS is_sale
     FROM products p WHERE ${where.join(' AND ')}
     ORDER BY ${REFERENCE_ORDER[listing.sort]} LIMIT ${add(listing.length)} OFFSET ${add(listing.start)}`,
    params,
  );
  const counts = await db.query<{ filtered: number; total: number }>(
    `SELECT (SELECT count(*)::int FROM products p WHERE ${where.join(' AND ')}) AS filtered,
            (SELECT count(*)::int FROM products p WHERE ${scope.join(' AND ')}) AS total`,
    params.slice(0, params.length - 2),
  );
  return { rows, filtered: counts.rows[0]?.filtered ?? 0, total: counts.rows[0]?.total ?? 0 };
}

/** Whether a listing asks for more than its category: then its count stops past the cap. */
const FILTERS = ['words', 'colors', 'sizes', 'types', 'brands', 'minPrice', 'maxPrice', 'isSale'] as const;
const filtering = (listing: Listing) =>
  FILTERS.some((key) => {
    const value = listing[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  });

function queryOf(listing: Listing): string {
  const query = new URLSearchParams({
    categoryId: String(listing.categoryId),
    sort: listing.sort,
    start: String(listing.start),
    length: String(listing.length),
  });
  if (listing.words.length > 0) query.set('searchByName', listing.words.join(' '));
  for (const [key, values] of [
    ['color', listing.colors],
    ['size', listing.sizes],
    ['type', listing.types],
    ['brand', listing.brands],
  ] as const)
    if (values.length > 0) query.set(key, values.join(','));
  if (listing.minPrice !== undefined) query.set('minPrice', String(listing.minPrice));
  if (listing.maxPrice !== undefined) query.set('maxPrice', String(listing.maxPrice));
  if (listing.isSale !== undefined) query.set('isSale', String(listing.isSale));
  return query.toString();
}

describe.each(databases)('the listing against a plain reference query on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  /** Runs a write and waits until its commit has reached the app (catalog-changes.ts), as a shopper's next page would. */
  const commit = async (sql: string, params: unknown[] = []) => {
    const changed = nextCatalogChange(app.db);
    await db.query(sql, params);
    await changed;
  };
  let values: { colors: string[]; sizes: string[]; types: string[]; brands: string[]; words: string[] };

  beforeAll(async () => {
    db = await open();
    app = await buildCatalogTestApp(db, { SEED_PRODUCTS: '300' });
    // More products than the cap in one leaf (so in its parent and the shop too), some without a
    // price, some withdrawn, some on offers that run and that have ended: copies of the seed's.
    // The first copy of each is numbered only; the others carry the word 'kopie' too, a search
    // with more matches than the cap whose matches come after 600 others in id order, in two
    // categories (the last copies in a second leaf).
    await commit(
      `INSERT INTO products (name, category_id, brand_id, price_cents, old_price_cents, stock, color, size, type,
         approved, is_sale, offer_end_date, created_at)
       SELECT p.name || CASE WHEN g = 1 THEN ' ' ELSE ' kopie ' END || g,
         CASE WHEN g = 5 THEN ${ALSO_COPIED} ELSE ${CROWDED} END, p.brand_id,
         CASE WHEN (p.id * 5 + g) % 17 = 0 THEN NULL ELSE p.price_cents + g END,
         p.old_price_cents + g, p.stock, p.color, p.size, p.type, (p.id * 5 + g) % 13 <> 0, p.is_sale,
         p.offer_end_date, p.created_at - g * interval '1 minute'
       FROM products p, generate_series(1, 5) g WHERE p.id <= 300 ORDER BY g, p.id`,
    );
    // Offers whose end the clock has passed since they were written: listed at the offer price
    // until the offer clock settles them (offer-clock.ts), as if written before they ended.
    await db.query('ALTER TABLE products DISABLE TRIGGER products_listed');
    await commit(
      `UPDATE products SET offer_end_date = now() - interval '1 second', listed_until = now() - interval '1 second'
       WHERE id IN (SELECT id FROM products WHERE listed_until IS NOT NULL ORDER BY id LIMIT 30)`,
    );
    await db.query('ALTER TABLE products ENABLE TRIGGER products_listed');
    // Facet values stored in more than one spelling ('Wit' and 'WIT'): the filters, and the counts
    // the process keeps (kept-counts.ts), take them as one value whatever case it is asked in.
    await commit(
      `UPDATE products SET color = upper(color), type = lower(type), size = upper(size)
       WHERE id % 7 = 0 OR (category_id = ${CROWDED} AND id % 3 = 0)`,
    );
    const distinct = async (sql: string) => (await db.query<{ v: string }>(sql)).rows.map((row) => row.v);
    values = {
      colors: await distinct('SELECT DISTINCT color AS v FROM products ORDER BY 1'),
      sizes: await distinct('SELECT DISTINCT size AS v FROM products ORDER BY 1'),
      types: await distinct('SELECT DISTINCT type AS v FROM products ORDER BY 1'),
      brands: await distinct('SELECT name AS v FROM brands ORDER BY 1'),
      words: await distinct(
        `SELECT DISTINCT w AS v FROM products, regexp_split_to_table(lower(name), ' ') w ORDER BY 1`,
      ),
    };
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const emptyListing: Listing = {
    categoryId: 0,
    sort: 'default',
    start: 0,
    length: 25,
    words: [],
    colors: [],
    sizes: [],
    types: [],
    brands: [],
  };

  const categoryIds = [0, ...SEED_CATEGORIES.map((category) => category.id)];
  const listingArb = (): fc.Arbitrary<Listing> =>
    fc.record({
      categoryId: fc.oneof(
        fc.constant(0),
        fc.constant(CROWDED),
        fc.constant(4),
        fc.constantFrom(...categoryIds),
      ),
      sort: fc.constantFrom(...SORTS),
      start: fc.oneof(fc.constantFrom(0, 25, 975, 1000, 1200), fc.integer({ min: 0, max: 1500 })),
      length: fc.constantFrom(1, 10, 25, 100),
      // Whole words, parts of words (down to one character) and words that match nothing.
      words: fc.array(
        fc.oneof(
          fc.constantFrom(...values.words),
          fc
            .tuple(fc.constantFrom(...values.words), fc.nat(), fc.integer({ min: 1, max: 5 }))
            .map(([word, at, size]) => word.slice(at % word.length, (at % word.length) + size)),
          fc.constantFrom('zzq', '%', '_'),
        ),
        { maxLength: 2 },
      ),
      colors: fc.subarray(values.colors, { maxLength: 2 }),
      sizes: fc.subarray(values.sizes, { maxLength: 2 }),
      types: fc.subarray(values.types, { maxLength: 1 }),
      brands: fc.subarray(values.brands, { maxLength: 2 }),
      minPrice: fc.option(fc.integer({ min: 0, max: 150 }), { nil: undefined }),
      maxPrice: fc.option(fc.integer({ min: 150, max: 400 }), { nil: undefined }),
      isSale: fc.option(fc.boolean(), { nil: undefined }),
    });

  it('answers the same products, in the same order, with the same counts up to the cap', async () => {
    await fc.assert(
      fc.asyncProperty(listingArb(), async (listing) => {
        const response = await app.inject({ url: `${API}/get-products-by-category-id?${queryOf(listing)}` });
        // Words of one or two characters alone are refused before any query (shared-contracts' search.ts).
        if (listing.words.length > 0 && listing.words.every((word) => word.length < MIN_SEARCH_WORD_LENGTH)) {
          expect(response.statusCode).toBe(400);
          return;
        }
        expect(response.statusCode).toBe(200);
        const answer = productListResponseSchema.parse(response.json()).responseData;
        const expected = await reference(db, listing);
        expect(answer.data.map((product) => [product.id, product.price, product.isSale])).toEqual(
          expected.rows.map((row) => [
            row.id,
            row.price_cents === null ? null : row.price_cents / 100,
            row.is_sale,
          ]),
        );
        expect(answer.recordsTotal).toBe(expected.total);
        const capped = filtering(listing)
          ? Math.min(expected.filtered, LISTING_COUNT_CAP + 1)
          : expected.filtered;
        expect(answer.recordsFiltered).toBe(capped);
      }),
      {
        numRuns: RUNS,
        // Besides the random ones: the offers whose end has passed, by their sale flag and price.
        examples: [
          [{ ...emptyListing, isSale: true, length: 100 }],
          [{ ...emptyListing, isSale: false, sort: 'price-desc', length: 100 }],
          [{ ...emptyListing, sort: 'price-asc', minPrice: 40, length: 100 }],
          // One facet alone is counted from the kept figures (catalog-counts.ts): values in
          // another case, a brand, the sale flag either way, and a leaf past the cap.
          [{ ...emptyListing, categoryId: 4, colors: values.colors.slice(0, 2).map((c) => c.toUpperCase()) }],
          [{ ...emptyListing, categoryId: 4, brands: values.brands.slice(0, 1) }],
          [{ ...emptyListing, categoryId: 4, brands: ['Geen merk'], colors: values.colors.slice(0, 1) }],
          [{ ...emptyListing, brands: ['Geen merk'] }],
          [
            {
              ...emptyListing,
              brands: values.brands.slice(0, 3).map((b) => b.toLowerCase()),
              sizes: values.sizes.slice(0, 1),
            },
          ],
          [{ ...emptyListing, categoryId: CROWDED, isSale: false }],
          [{ ...emptyListing, categoryId: CROWDED, isSale: true }],
          [{ ...emptyListing, categoryId: 12, isSale: false }],
          [{ ...emptyListing, categoryId: 14, isSale: false, sort: 'price-asc' }],
          [{ ...emptyListing, sizes: values.sizes.slice(0, 2), sort: 'newest' }],
          // The whole shop's matches of a colour, size or type are found category by category
          // (list-products.ts shopAsCategories): a type not on offer, a colour in a price range.
          [{ ...emptyListing, types: values.types.slice(0, 1), isSale: false, sort: 'price-asc', start: 25 }],
          [
            {
              ...emptyListing,
              colors: values.colors.slice(0, 1),
              minPrice: 10,
              maxPrice: 60,
              sort: 'name-asc',
            },
          ],
          // A colour and a type in another case than either of their stored spellings.
          [
            {
              ...emptyListing,
              categoryId: CROWDED,
              colors: values.colors.slice(0, 3).map((c) => c.toLowerCase()),
              types: values.types.slice(0, 2).map((t) => t.toUpperCase()),
              sort: 'name-asc',
            },
          ],
          // More matches than the cap: the count stops there and the page walks the order.
          // Walking the order finds a page of copies (list-products.ts, searchPageOfMany); for
          // one row by id, the two categories holding them are walked (categoryWalkBudget).
          [{ ...emptyListing, words: ['kopie'], sort: 'price-desc', start: 25 }],
          [{ ...emptyListing, words: ['kopie'] }],
          [{ ...emptyListing, words: ['kopie'], length: 1 }],
          [{ ...emptyListing, words: ['kopie'], start: 1000, length: 100 }],
          [{ ...emptyListing, categoryId: 4, words: ['KOPIE'], sort: 'name-asc', start: 990 }],
          [{ ...emptyListing, words: ['kopie', values.words[0] ?? ''], sort: 'newest' }],
          // Deep pages without filters start from the kept stretch they fall in (deep-pages.ts): by
          // id, newest first (copies share their creation times), by name and by price; past the end.
          [{ ...emptyListing, start: 1010 }],
          [{ ...emptyListing, categoryId: CROWDED, sort: 'newest', start: 1000, length: 100 }],
          [{ ...emptyListing, categoryId: 4, sort: 'name-asc', start: 1190, length: 25 }],
          [{ ...emptyListing, sort: 'name-asc', start: 1420, length: 100 }],
          [{ ...emptyListing, sort: 'price-asc', start: 1990, length: 100 }],
          [{ ...emptyListing, categoryId: 4, sort: 'price-desc', start: 1005, length: 25 }],
          [{ ...emptyListing, start: 2500 }],
        ],
      },
    );
    // The crowded leaf passes the cap with a filter and is counted exactly without one.
    const crowded = await reference(db, { ...emptyListing, categoryId: CROWDED });
    expect(crowded.total).toBeGreaterThan(LISTING_COUNT_CAP);
    const copies = await reference(db, { ...emptyListing, words: ['kopie'] });
    expect(copies.filtered).toBeGreaterThan(LISTING_COUNT_CAP);
  });

  it('asks the database one statement for a page once the counts are kept, with one facet or few matches', async () => {
    const statements = jest.spyOn(app.db, 'query');
    const statementsFor = async (query: string) => {
      statements.mockClear();
      const response = await app.inject({ url: `${API}/get-products-by-category-id?${query}` });
      expect(response.statusCode).toBe(200);
      return statements.mock.calls.map(([sql]) => sql.replace(/\s+/g, ' ').slice(0, 60));
    };
    try {
      await statementsFor('categoryId=4&start=25&length=10');
      // Each a page not asked before, so no kept answer (answer-cache.ts) serves it.
      expect(await statementsFor('categoryId=4&start=35&length=10')).toHaveLength(1);
      expect(
        await statementsFor(`categoryId=4&start=5&length=10&color=${values.colors[0]?.toUpperCase()}`),
      ).toHaveLength(1);
      expect(
        await statementsFor(`categoryId=0&length=10&brand=${values.brands[0]?.toLowerCase()}`),
      ).toHaveLength(1);
      expect(await statementsFor('categoryId=12&length=10&isSale=false')).toHaveLength(1);
      // Two filters, or a price: their matches and, up to the cap, their page in one statement;
      // past the cap the page walks the order in a second.
      expect(await statementsFor(`categoryId=0&length=10&color=${values.colors[0]}&minPrice=1`)).toHaveLength(
        1,
      );
      expect(await statementsFor('categoryId=0&length=10&minPrice=0')).toHaveLength(2);
      // Past the cap but likely not four times past it, from the kept counts (list-products.ts,
      // hitsReach): the first statement reads the matches whole and sorts them for the page.
      const between = {
        ...emptyListing,
        categoryId: 4,
        minPrice: 0,
        isSale: false,
        sort: 'price-desc' as const,
      };
      const expectedBetween = await reference(db, { ...between, start: 30, length: 10 });
      expect(expectedBetween.filtered).toBeGreaterThan(LISTING_COUNT_CAP);
      expect(expectedBetween.filtered).toBeLessThanOrEqual(4 * LISTING_COUNT_CAP);
      expect(await statementsFor(`${queryOf({ ...between, start: 30, length: 10 })}`)).toHaveLength(1);
      const betweenAnswer = await app.inject({
        url: `${API}/get-products-by-category-id?${queryOf({ ...between, start: 40, length: 10 })}`,
      });
      const betweenPage = productListResponseSchema.parse(betweenAnswer.json()).responseData;
      expect(betweenPage.recordsFiltered).toBe(LISTING_COUNT_CAP + 1);
      expect(betweenPage.data.map((product) => product.id)).toEqual(
        (await reference(db, { ...between, start: 40, length: 10 })).rows.map((row) => row.id),
      );
      // A deep page without filters: one statement, from the stretch of the order it falls in
      // (deep-pages.ts), however deep.
      expect(await statementsFor('categoryId=0&sort=newest&start=1005&length=10')).toHaveLength(1);
      expect(statements.mock.calls[0]?.[0]).toContain('riode_listing_page');
      expect(await statementsFor('categoryId=4&sort=price-desc&start=2015&length=10')).toHaveLength(1);
      // A search with few matches gets its page with its count in one statement.
      const { rows } = await db.query<{ name: string }>(
        'SELECT name FROM products WHERE approved ORDER BY id LIMIT 1',
      );
      expect(
        await statementsFor(`categoryId=0&length=10&searchByName=${encodeURIComponent(rows[0]?.name ?? '')}`),
      ).toHaveLength(1);
      expect(await statementsFor('categoryId=0&length=10&searchByName=zzq')).toHaveLength(1);
      // The kept word counts (word-tallies.ts) tell that more than the cap have the word "kopie",
      // and that two categories hold them all (600 products of others come first by id): no
      // statement counts them, the page is found by walking those two categories' orders
      // (list-products.ts, categoryWalkBudget), by price descending the copies' own first.
      expect(await statementsFor('categoryId=0&length=10&sort=price-desc&searchByName=kOPIE')).toHaveLength(
        1,
      );
      expect(statements.mock.calls[0]?.[0]).toContain('CROSS JOIN LATERAL');
      // By id the crowded leaf lists its 300 plain copies first: its walk ends short of the
      // matches the counts promised, and a second statement sorts them all.
      expect(await statementsFor('categoryId=0&length=10&searchByName=KoPiE')).toHaveLength(2);
      // Two words in different words of the names ("a" is in most of the seed's names, "kopie"
      // in none of its words): the kept pairs of name words (migration 027, word-tallies.ts) tell
      // which categories hold matches and at least how many, so the first page past the count
      // is walked in those categories; by id the crowded leaf's 300 plain copies come first, so
      // its walk ends short and a last statement sorts the matches. The page is the reference's.
      const apart = { ...emptyListing, words: ['kopie', 'a'], length: 10 };
      const apartExpected = await reference(db, apart);
      expect(apartExpected.filtered).toBeGreaterThan(LISTING_COUNT_CAP);
      expect(await statementsFor(queryOf(apart))).toHaveLength(3);
      const apartAnswer = await app.inject({
        url: `${API}/get-products-by-category-id?${queryOf({ ...apart, start: 10 })}`,
      });
      expect(
        productListResponseSchema.parse(apartAnswer.json()).responseData.data.map((product) => product.id),
      ).toEqual((await reference(db, { ...apart, start: 10 })).rows.map((row) => row.id));
      // Two words inside different words of more names than the cap: one kept pair tells it,
      // and the page is the reference's. Three words each in a word of its own no pair holds:
      // the first page counts them, past the cap; that is remembered for the catalogue as it is
      // (kept-match-counts.ts), so another page of them is the page's statement alone.
      await commit(`UPDATE products SET name = name || ' paarwoord derdewoord' WHERE name LIKE '%kopie%'`);
      await statementsFor('categoryId=4&start=65&length=10'); // reads the changed kept figures
      try {
        const paired = { ...emptyListing, words: ['kopi', 'paarw'], sort: 'price-asc' as const, length: 10 };
        expect((await reference(db, paired)).filtered).toBeGreaterThan(LISTING_COUNT_CAP);
        expect(await statementsFor(queryOf(paired))).toHaveLength(1);
        const answer = await app.inject({
          url: `${API}/get-products-by-category-id?${queryOf({ ...paired, start: 10 })}`,
        });
        const page = productListResponseSchema.parse(answer.json()).responseData;
        expect(page.recordsFiltered).toBe(LISTING_COUNT_CAP + 1);
        expect(page.data.map((product) => product.id)).toEqual(
          (await reference(db, { ...paired, start: 10 })).rows.map((row) => row.id),
        );
        const three = { ...emptyListing, words: ['kopi', 'paarw', 'derdew'], length: 10 };
        expect((await reference(db, three)).filtered).toBeGreaterThan(LISTING_COUNT_CAP);
        expect(await statementsFor(queryOf(three))).toHaveLength(2);
        expect(await statementsFor(queryOf({ ...three, start: 10 }))).toHaveLength(1);
      } finally {
        await commit(
          `UPDATE products SET name = replace(name, ' paarwoord derdewoord', '') WHERE name LIKE '%paarwoord%'`,
        );
      }
      // A colour that only the last 200 products of the id order have: its kept count says a page
      // is found after about 84 products of an even walk, and sorting its 200 entries of the
      // categories' facets index (shopAsCategories) costs less, so one statement sorts them at
      // once rather than a walk that finds none of them (filteredPageOfMany, SORT_ADVANTAGE).
      await commit(
        `UPDATE products SET color = 'Proefblauw'
         WHERE id IN (SELECT id FROM products WHERE approved ORDER BY id DESC LIMIT 200)`,
      );
      await statementsFor('categoryId=4&start=45&length=10'); // reads the changed kept figures
      expect(await statementsFor('categoryId=0&length=10&color=proefblauw')).toHaveLength(1);
      expect(statements.mock.calls[0]?.[0]).toContain('p.category_id = ANY');
      const last = await app.inject({
        url: `${API}/get-products-by-category-id?categoryId=0&length=10&color=PROEFBLAUW`,
      });
      const expected = await reference(db, { ...emptyListing, colors: ['proefblauw'], length: 10 });
      expect(
        productListResponseSchema.parse(last.json()).responseData.data.map((product) => product.id),
      ).toEqual(expected.rows.map((row) => row.id));
      expect(expected.filtered).toBe(200);
      // A colour that one leaf of Beddengoed alone has: the kept counts per category say so, and
      // the parent's page walks that leaf's order alone (list-products.ts, facetCategories).
      await commit(`UPDATE products SET color = 'Proefgroen' WHERE category_id = ${ALSO_COPIED}`);
      await statementsFor('categoryId=4&start=55&length=10'); // reads the changed kept figures
      for (const start of [0, 2]) {
        const query = `categoryId=4&start=${start}&length=1&sort=name-asc&color=PROEFGROEN`;
        expect(await statementsFor(query)).toHaveLength(1);
        expect(statements.mock.calls[0]?.[0]).toContain('CROSS JOIN LATERAL');
      }
      for (const sort of SORTS) {
        const listing = { ...emptyListing, categoryId: 4, colors: ['proefgroen'], sort, start: 1, length: 2 };
        const response = await app.inject({ url: `${API}/get-products-by-category-id?${queryOf(listing)}` });
        expect(productListResponseSchema.parse(response.json()).responseData.data.map((p) => p.id)).toEqual(
          (await reference(db, listing)).rows.map((row) => row.id),
        );
      }
    } finally {
      statements.mockRestore();
    }
  });

  it('counts a search exactly again once a change leaves it fewer matches than the cap', async () => {
    const search = async (start: number) => {
      const response = await app.inject({
        url: `${API}/get-products-by-category-id?categoryId=0&searchByName=kopie&start=${start}&length=10`,
      });
      expect(response.statusCode).toBe(200);
      return productListResponseSchema.parse(response.json()).responseData.recordsFiltered;
    };
    expect(await search(20)).toBe(LISTING_COUNT_CAP + 1);
    expect(await search(30)).toBe(LISTING_COUNT_CAP + 1);
    // All but 40 of the copies are renamed: the remembered "more than the cap" must go.
    await commit(
      `UPDATE products SET name = replace(name, 'kopie', 'k0pie')
       WHERE id IN (SELECT id FROM products WHERE name LIKE '%kopie%' ORDER BY id OFFSET 40)`,
    );
    try {
      const expected = await reference(db, { ...emptyListing, words: ['kopie'] });
      expect(expected.filtered).toBeLessThanOrEqual(LISTING_COUNT_CAP);
      expect(await search(40)).toBe(expected.filtered);
    } finally {
      await commit(`UPDATE products SET name = replace(name, 'k0pie', 'kopie') WHERE name LIKE '%k0pie%'`);
    }
    expect(await search(50)).toBe(LISTING_COUNT_CAP + 1);
  });

  it('walks a search in name order from the first name its word has, kept through a rename that only reorders the words', async () => {
    // More names than the cap begin with a word of their own, so they come last in name order.
    await commit(`UPDATE products SET name = 'Zwaluw ' || name WHERE name LIKE '%kopie%'`);
    const { rows } = await db.query<{ id: number; name: string }>(
      `SELECT id, name FROM products WHERE approved AND name LIKE 'Zwaluw %' ORDER BY id LIMIT 1`,
    );
    const moved = rows[0]!;
    // The same words, the word last: the name now comes before every other with the word.
    await commit('UPDATE products SET name = $2 WHERE id = $1', [moved.id, `${moved.name.slice(7)} Zwaluw`]);
    try {
      for (const start of [0, 25]) {
        const listing = { ...emptyListing, words: ['zwaluw'], sort: 'name-asc' as const, start };
        const response = await app.inject({ url: `${API}/get-products-by-category-id?${queryOf(listing)}` });
        const page = productListResponseSchema.parse(response.json()).responseData;
        expect(page.recordsFiltered).toBe(LISTING_COUNT_CAP + 1);
        const ids = page.data.map((product) => product.id);
        if (start === 0) expect(ids[0]).toBe(moved.id);
        expect(ids).toEqual((await reference(db, listing)).rows.map((row) => row.id));
      }
    } finally {
      await commit('UPDATE products SET name = $2 WHERE id = $1', [moved.id, moved.name]);
      await commit(`UPDATE products SET name = substr(name, 8) WHERE name LIKE 'Zwaluw %'`);
    }
  });

  it('lists a product by its size the moment it is given a colour new to its category', async () => {
    // The first product of Beddengoed by id, so the first of its size there and in its leaf.
    const { rows } = await db.query<{ id: number; category_id: number; size: string; color: string }>(
      'SELECT id, category_id, size, color FROM products WHERE approved AND category_id = ANY($1::int[]) ORDER BY id LIMIT 1',
      [[...subtreeOf(4)]],
    );
    const first = rows[0]!;
    // Not waited for: the colours a size is sought under are the database's, read in the same
    // statement (product-filter.ts), not figures the process has yet to hear of.
    const changed = nextCatalogChange(app.db);
    await db.query(`UPDATE products SET color = 'Nieuwpaars' WHERE id = $1`, [first.id]);
    try {
      for (const categoryId of [4, first.category_id]) {
        const listing = { ...emptyListing, categoryId, sizes: [first.size.toUpperCase()], length: 10 };
        const response = await app.inject({ url: `${API}/get-products-by-category-id?${queryOf(listing)}` });
        const ids = productListResponseSchema.parse(response.json()).responseData.data.map((p) => p.id);
        expect(ids[0]).toBe(first.id);
        expect(ids).toEqual((await reference(db, listing)).rows.map((row) => row.id));
      }
    } finally {
      await changed;
      await commit('UPDATE products SET color = $2 WHERE id = $1', [first.id, first.color]);
    }
  });

  /** A change a shop or an operator makes to one product. */
  const changeArb = () =>
    fc.record({
      pick: fc.nat(),
      kind: fc.constantFrom('color', 'category', 'approved', 'brand', 'offer', 'delete', 'insert', 'rename'),
      color: fc.constantFrom('wit', 'Wit', 'zwart', 'nieuwkleur', 'Crème'),
      categoryId: fc.constantFrom(...SEED_CATEGORIES.map((category) => category.id)),
      ends: fc.constantFrom(-1, 1),
      // 'Badjas kopie' keeps the words of 'Kopie KOPIE badjas' and comes before it in name order.
      name: fc.constantFrom('Hoeslaken  Nieuwnaam kopie', 'nieuwnaam', 'Kopie KOPIE badjas', 'Badjas kopie'),
    });

  it("keeps each category's filter panel equal to a count of its products while products change", async () => {
    await fc.assert(
      fc.asyncProperty(changeArb(), fc.constantFrom(...categoryIds), async (change, categoryId) => {
        const { rows } = await db.query<{ id: number; color: string; category_id: number; name: string }>(
          'SELECT id, color, category_id, name FROM products ORDER BY id',
        );
        const picked = rows[change.pick % rows.length];
        const id = picked?.id ?? 0;
        // Every change must change the row: an UPDATE that writes the same values is no change,
        // is notified to nobody (migration 008's trigger), and `commit` would wait for ever.
        const color = change.color === picked?.color ? `${change.color}-2` : change.color;
        const movedTo = change.categoryId === picked?.category_id ? CROWDED : change.categoryId;
        const statements: Record<typeof change.kind, [string, unknown[]]> = {
          color: ['UPDATE products SET color = $2 WHERE id = $1', [id, color]],
          category: [
            'UPDATE products SET category_id = $2 WHERE id = $1',
            [id, movedTo === picked?.category_id ? 4 : movedTo],
          ],
          approved: ['UPDATE products SET approved = NOT approved WHERE id = $1', [id]],
          brand: [
            'UPDATE products SET brand_id = (SELECT min(id) FROM brands WHERE id <> brand_id) WHERE id = $1',
            [id],
          ],
          offer: [
            `UPDATE products SET is_sale = true, old_price_cents = coalesce(price_cents, 0) + 100,
               offer_end_date = now() + $2 * interval '1 day' WHERE id = $1`,
            [id, change.ends],
          ],
          delete: ['DELETE FROM products WHERE id = $1', [id]],
          rename: [
            'UPDATE products SET name = $2 WHERE id = $1',
            [id, change.name === picked?.name ? `${change.name} 2` : change.name],
          ],
          insert: [
            `INSERT INTO products (name, category_id, brand_id, price_cents, color, size, type)
             SELECT name || ' nieuw', $2, brand_id, price_cents, $3, size, type FROM products WHERE id = $1`,
            [id, change.categoryId, change.color],
          ],
        };
        const [sql, params] = statements[change.kind];
        await commit(sql, params);

        const response = await app.inject({ url: `${API}/get-product-filters?categoryId=${categoryId}` });
        expect(response.statusCode).toBe(200);
        const panel = productFiltersResponseSchema.parse(response.json()).responseData.data;
        const scope = categoryId === 0 ? 'true' : `p.category_id = ANY($1::int[])`;
        const scopeParams = categoryId === 0 ? [] : [[...subtreeOf(categoryId)]];
        const counted = async (column: string) =>
          (
            await db.query<{ value: string; count: number }>(
              `SELECT ${column} AS value, count(*)::int AS count FROM products p LEFT JOIN brands b ON b.id = p.brand_id
               WHERE p.approved AND ${scope} AND ${column} IS NOT NULL AND ${column} <> '' GROUP BY 1`,
              scopeParams,
            )
          ).rows;
        const sorted = (list: Array<{ value: string; count: number }>) =>
          [...list].sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
        expect(sorted(panel.colors)).toEqual(sorted(await counted('p.color')));
        expect(sorted(panel.sizes)).toEqual(sorted(await counted('p.size')));
        expect(sorted(panel.types)).toEqual(sorted(await counted('p.type')));
        expect(sorted(panel.brands)).toEqual(sorted(await counted('b.name')));
        const { rows: all } = await db.query<{ lo: number | null; hi: number | null; sale: number }>(
          `SELECT min(${priceNow('p')})::int AS lo, max(${priceNow('p')})::int AS hi,
             (count(*) FILTER (WHERE ${offerRuns('p')}))::int AS sale
           FROM products p WHERE p.approved AND ${scope}`,
          scopeParams,
        );
        expect(panel.saleCount).toBe(all[0]?.sale);
        expect(panel.price).toEqual({ min: (all[0]?.lo ?? 0) / 100, max: (all[0]?.hi ?? 0) / 100 });

        // A deep page of the whole shop starts from the stretches as the change left them
        // (migration 029 keeps them in the change's transaction).
        for (const sort of ['newest', 'name-asc', 'price-asc', 'price-desc'] as const) {
          const deep = { ...emptyListing, sort, start: 1000 + (change.pick % 300) };
          const listed = await app.inject({ url: `${API}/get-products-by-category-id?${queryOf(deep)}` });
          const ids = productListResponseSchema
            .parse(listed.json())
            .responseData.data.map((product) => product.id);
          expect(ids).toEqual((await reference(db, deep)).rows.map((row) => row.id));
        }

        // The words of the names, kept by migration 019's triggers, equal a recount.
        const wordsOf = async (sql: string) =>
          (await db.query<{ category_id: number; word: string; products: number }>(sql)).rows;
        expect(
          await wordsOf(
            'SELECT category_id, word, products FROM catalog_words WHERE products > 0 ORDER BY category_id, word COLLATE "C"',
          ),
        ).toEqual(
          await wordsOf(
            `SELECT p.category_id, w AS word, count(DISTINCT p.id)::int AS products
             FROM products p, unnest(string_to_array(lower(p.name), ' ')) w WHERE p.approved AND w <> ''
             GROUP BY 1, 2 ORDER BY p.category_id, w COLLATE "C"`,
          ),
        );
        // Each word's first name (migration 028) is at or before the first name, in the listing's
        // name order, of the products of its category with the word: a search in name order starts
        // its walk there (name-words.ts firstNameOf).
        const { rows: late } = await db.query<{ word: string }>(
          `SELECT c.word FROM catalog_words c
           JOIN (SELECT p.category_id, w AS word, min(lower(p.name) COLLATE "C") AS first
                 FROM products p, unnest(string_to_array(lower(p.name), ' ')) w WHERE p.approved AND w <> ''
                 GROUP BY 1, 2) t ON t.category_id = c.category_id AND t.word = c.word
           WHERE c.products > 0 AND (c.first_name IS NULL OR c.first_name > t.first)`,
        );
        expect(late).toEqual([]);
        // The listing's counts follow the same change (kept-counts.ts keeps them per commit): the
        // total, the changed colour with its ASCII letters in capitals (so "Crème" is compared by
        // the database and "wit" in memory), the sale flag, a brand in small letters, and a
        // search for a word of the changed name, then of the new one (word-tallies.ts).
        const capitals = (text: string) => text.replace(/[a-z]/g, (letter) => letter.toUpperCase());
        const nameWord =
          picked?.name.split(' ').find((word) => word.length >= MIN_SEARCH_WORD_LENGTH) ?? 'kopie';
        for (const listing of [
          { ...emptyListing, categoryId, words: [nameWord] },
          { ...emptyListing, categoryId, words: ['nieuwnaam'] },
          { ...emptyListing, categoryId, words: ['KOPIE', 'badjas'] },
          { ...emptyListing, categoryId },
          { ...emptyListing, categoryId, colors: [capitals(color)] },
          { ...emptyListing, categoryId, isSale: false },
          { ...emptyListing, categoryId, brands: values.brands.slice(0, 1).map((b) => b.toLowerCase()) },
        ]) {
          const listed = await app.inject({ url: `${API}/get-products-by-category-id?${queryOf(listing)}` });
          const counts = productListResponseSchema.parse(listed.json()).responseData;
          const expected = await reference(db, listing);
          expect(counts.recordsTotal).toBe(expected.total);
          expect(counts.recordsFiltered).toBe(
            filtering(listing) ? Math.min(expected.filtered, LISTING_COUNT_CAP + 1) : expected.filtered,
          );
        }
      }),
      { numRuns: RUNS },
    );
    // The pairs of words, kept by migration 027's triggers, equal a recount after all the changes
    // (a recount after each was a third of the test's time).
    const pairsOf = async (sql: string) =>
      (await db.query<{ category_id: number; first: string; second: string; products: number }>(sql)).rows;
    expect(
      await pairsOf(
        `SELECT category_id, first, second, products FROM catalog_word_pairs WHERE products > 0
         ORDER BY category_id, first COLLATE "C", second COLLATE "C"`,
      ),
    ).toEqual(
      await pairsOf(
        `SELECT p.category_id, a AS first, b AS second, count(DISTINCT p.id)::int AS products
         FROM products p, unnest(string_to_array(lower(p.name), ' ')) a, unnest(string_to_array(lower(p.name), ' ')) b
         WHERE p.approved AND a <> '' AND a COLLATE "C" < b COLLATE "C"
         GROUP BY 1, 2, 3 ORDER BY p.category_id, a COLLATE "C", b COLLATE "C"`,
      ),
    );
  });
});
