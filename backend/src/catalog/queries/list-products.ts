import {
  LISTING_COUNT_CAP,
  PRODUCT_PAGE_SIZE,
  SEARCH_SUGGESTION_COUNT,
  type Product,
  type ProductSort,
} from 'shared-contracts';
import type { Queryable, QueryOptions } from '../../db/database';
import { categoryFamilies } from '../../images/image-source';
import {
  categoriesWithFacetSql,
  categoryProductsSql,
  countInScope,
  countOfFacet,
  keptCountOfFacet,
  type OneFacet,
  type ValueFacet,
} from './catalog-counts';
import { everyCategoryId, type ListingScope } from './category-scope';
import {
  brandIdsNamed,
  filterConditions,
  scopeConditions,
  wordPattern,
  type ProductFilter,
} from './product-filter';
import { categoriesWithWordLike, firstNameOf } from './name-words';
import type { SearchBounds } from './word-tallies';
import { imagesOf, toProduct, type ProductRow } from './product-row';
import { catalogGeneration } from './catalog-changes';
import { keptCounts } from './kept-counts';
import { keptManyMatches, rememberMatchCount } from './kept-match-counts';
import { nextOfferEnd } from './offer-clock';
import { deepPageRows, DEEP_PAGE_FROM } from './deep-pages';
import { SqlParams } from './sql-params';

/**
 * The orders of the listing. Each ends on the id so that pages never overlap or skip a product
 * when prices tie. Names sort by code point (COLLATE "C") so PGlite and PostgreSQL, whose
 * default collations differ, answer the same order. Prices sort as listed (offer-price.ts): the
 * price that holds now, kept in a column so that migration 014's indexes serve each order, per
 * category and shop-wide.
 */
export const SORT_SQL: Readonly<Record<ProductSort, string>> = {
  default: 'p.id',
  'price-asc': 'p.listed_price_cents ASC NULLS LAST, p.id',
  'price-desc': 'p.listed_price_cents DESC NULLS LAST, p.id',
  'name-asc': 'lower(p.name) COLLATE "C", p.id',
  newest: 'p.created_at DESC, p.id DESC',
};

/** The columns every order of SORT_SQL reads: what a subquery over `products p` keeps so those orders apply to it. */
const SORT_COLUMNS = 'p.id, p.listed_price_cents, p.name, p.created_at';

export interface ProductPageRequest {
  /** The category's subtree (category-scope.ts), undefined for the whole shop. */
  scope: ListingScope | undefined;
  filter: ProductFilter;
  sort: ProductSort;
  start: number;
  length: number;
}

export interface ProductPage {
  /** Approved products in the category (its subtree), before the other filters: exact (catalog-counts.ts). */
  recordsTotal: number;
  /**
   * Of those, the ones every filter lets through: exact up to LISTING_COUNT_CAP, and
   * LISTING_COUNT_CAP + 1 when there are more (the shop shows '1 000+').
   */
  recordsFiltered: number;
  products: Product[];
}

interface PageRow extends ProductRow {
  views: string[];
}

/**
 * The scope and filters as a WHERE condition over `products p`: approved products only.
 * `indexed`: as filterConditions takes it; `byIds`: as scopeConditions takes it.
 */
function selection(
  request: ProductPageRequest,
  params: SqlParams,
  options?: { indexed?: boolean; byIds?: boolean },
): string {
  return [
    'p.approved',
    ...scopeConditions(request.scope, request.filter, params, options),
    ...filterConditions(request.filter, params, { ...options, categoryIds: request.scope?.ids }),
  ].join(' AND ');
}

/**
 * The facet a filter asks for when it asks for one alone (no search, no price, one facet): its
 * count is kept per category (catalog-counts.ts), so it costs a few rows rather than up to a
 * thousand products. Capped like any other filtered count, so the shop shows the same "1.000+".
 */
function onlyFacet(filter: ProductFilter): OneFacet | undefined {
  if (filter.words.length > 0 || filter.minCents !== undefined || filter.maxCents !== undefined)
    return undefined;
  const asked = facetsOf(filter);
  return asked.length === 1 ? asked[0] : undefined;
}

/** Each facet a filter asks for (colours, sizes, types, brands, the sale flag), as catalog-counts.ts counts one. */
function facetsOf(filter: ProductFilter): OneFacet[] {
  const asked: OneFacet[] = [];
  if (filter.colors.length > 0) asked.push({ facet: 'color', values: filter.colors });
  if (filter.sizes.length > 0) asked.push({ facet: 'size', values: filter.sizes });
  if (filter.types.length > 0) asked.push({ facet: 'type', values: filter.types });
  if (filter.brands.length > 0) asked.push({ facet: 'brand', ids: filter.brandIds ?? [] });
  if (filter.isSale !== undefined) asked.push({ facet: 'sale', isSale: filter.isSale });
  return asked;
}

const hasFilters = (filter: ProductFilter) =>
  filter.words.length +
    filter.colors.length +
    filter.sizes.length +
    filter.brands.length +
    filter.types.length >
    0 ||
  filter.minCents !== undefined ||
  filter.maxCents !== undefined ||
  filter.isSale !== undefined;

/** Whether a filter asks for nothing but a search, or for nothing at all. */
const nothingButWords = (filter: ProductFilter) => !hasFilters({ ...filter, words: [] });

/** The page lengths the shop asks for: a page of the listing, the header search's suggestions. */
const PREPARED_LENGTHS = new Set([PRODUCT_PAGE_SIZE, SEARCH_SUGGESTION_COUNT]);

/**
 * Whether a statement that finds a listing's matches is kept prepared: with no filters (the
 * scope's order index, whatever the values) or a search alone. A search's words are looked up in
 * the statement (name-words.ts), so the planner never sees them: its plans are the same with any
 * words, and planning the statement again each time (0.4 ms) was a fifth of a search's database
 * time. With facets or a price the values decide the plan (product-filter.ts): planned each time.
 * Only the shop's own page lengths (written into the text): any length the API takes would leave
 * up to a hundred statements per scope and order on each connection.
 */
function keptPrepared(request: ProductPageRequest): boolean {
  return nothingButWords(request.filter) && PREPARED_LENGTHS.has(request.length);
}

/**
 * Whether a walk's statement is kept prepared (walkedPage, categoriesWalked): whatever the filters
 * and their values, for the shop's own page lengths. A walk reads its scope's order index for as
 * many products as the caller chose, so its plan is the same with any values, and planning it
 * again each time cost more than running it on the generic plan. EXPLAIN ANALYZE of the browsing
 * mix's statements, each planned with its values against run on one generic plan: walks at
 * 100 000 products 347 → 112 ms; at a million, in a leaf 681 → 258 ms, in a top category
 * 370 → 182 ms; the search's walks of its categories 3 004 → 1 840 ms. The statements that find
 * the matches themselves stay planned with their values (keptPrepared): on a generic plan, at a
 * million products, the sorted pages of parent categories took 1 260 → 3 012 ms (one page 19 →
 * 182 ms) and the counting statements of a leaf 1 423 → 1 472 ms. Its text differs with the
 * facets and the number of their values, so a connection keeps the ones used last
 * (postgres-database.ts MAX_PREPARED_PER_CONNECTION).
 */
const walkPrepared = (request: ProductPageRequest) => PREPARED_LENGTHS.has(request.length);

/**
 * SQL: the page's LIMIT and OFFSET. A prepared statement's page length is written into its text
 * (the request's is a validated whole number; anything else is a bug): its one generic plan is
 * made for that many rows, where with the LIMIT a parameter it was made (and costed) for a tenth
 * of the scope. The lengths kept prepared are few (PREPARED_LENGTHS: a page, the header's look-up).
 */
function pageWindow(request: ProductPageRequest, params: SqlParams, prepared: boolean): string {
  const { length, start } = request;
  if (prepared && (!Number.isSafeInteger(length) || length < 0))
    throw new Error(`not a page length: ${length}`);
  return `LIMIT ${prepared ? String(length) : params.add(length)} OFFSET ${params.add(start)}`;
}

/**
 * SQL: the rows a page shows (migration 032), with their brand and image views, of the products
 * whose ids the SQL array `keys` lists, or, `byPlace`, at the places in the table it lists (a
 * walk's `place`, walkColumns), each with `n`, its place in the array. A function whose own
 * statement PostgreSQL plans once per connection: the statement that finds the page is planned
 * without a second products relation and the select list's expressions.
 */
const listingRows = (keys: string, byPlace: boolean) => `riode_listing_rows${byPlace ? '_at' : ''}(${keys})`;

/** A walked row's key for listingRows, in the walk's output `walk`: its place when the walk keeps it, else its id. */
const pageKeyOf = (byPlace: boolean, walk = 'p') => (byPlace ? `${walk}.place` : `${walk}.id`);

/**
 * The rows shown for the page's keys that `pageKeys` finds (a query answering one column, the
 * product's id, or its place with `byPlace`, in the request's order by its own ORDER BY; LIMIT
 * and OFFSET are added here): only the products of the page are read whole (listingRows),
 * whatever the query walked or sorted to find them.
 */
async function shownRows(
  db: Queryable,
  request: ProductPageRequest,
  pageKeys: (params: SqlParams) => string,
  options?: QueryOptions & { byPlace?: boolean },
): Promise<PageRow[]> {
  const params = new SqlParams();
  const keys = `ARRAY(${pageKeys(params)} ${pageWindow(request, params, options?.prepare ?? false)})`;
  const { rows } = await db.query<PageRow>(
    `SELECT r.* FROM ${listingRows(keys, options?.byPlace ?? false)} r ORDER BY r.n`,
    params.values,
    { prepare: options?.prepare },
  );
  return rows;
}

/**
 * The page of a listing without filters, with its products' images, walking the sort order. The
 * inner query finds the page's ids in the sort order (from an index: the skipped rows cost an
 * index entry each, nothing more); only the rows shown are then read whole, with their brand and
 * image views. A deep page starts from the kept stretch of the order it falls in (deep-pages.ts).
 */
async function pageRows(db: Queryable, request: ProductPageRequest): Promise<PageRow[]> {
  if (hasFilters(request.filter)) throw new Error('a filtered page is found by filteredPageOfMany');
  if (request.start >= DEEP_PAGE_FROM)
    return deepPageRows(db, request.scope, request.sort, request.start, request.length);
  const order = SORT_SQL[request.sort];
  return shownRows(
    db,
    request,
    (params) => `SELECT p.id FROM products p WHERE ${selection(request, params)} ORDER BY ${order}`,
    { prepare: keptPrepared(request) },
  );
}

/**
 * Whether `filteredHits` writes a parent category's scope as its categories' ids rather than its
 * path: for filters without a search, whose matches the categories' facets index (migration 023)
 * finds category by category, whichever filters are asked. With the path, the planner paired the
 * (parent, price) index with a category index and read a table page per product in the price
 * range to test its type (3 072 pages, 8.7 ms for bamboo between €12 and €23 in a top category at
 * 100 000 products). A search keeps the path: its matches come from the name words' index.
 */
const byIds = (filter: ProductFilter) => filter.words.length === 0;

interface HitRow extends Partial<PageRow> {
  hits: number;
  n: number | null;
}

/**
 * The products a search or filters let through, counted up to `reach` (one past the cap unless
 * told: hitsReach), and with fewer than `reach` of them, their page too, in one statement. The
 * count answered stops at one past the cap, whatever the reach. The matches are found once
 * (`hits`: from the name words' index (name-words.ts), the categories' facets index (migration
 * 023), the facet tags' index in the whole shop (facet-tags.ts) or the order's, as the planner
 * sees fit; at most cap + 1 rows, in no order); when they are all there, the page is those
 * sorted, so a listing whose few matches sit at one end of the order never walks the order's
 * index through the rest of the category. With more, `rows` is undefined and the caller finds the
 * page by walking the order (filteredPageOfMany, searchPageOfMany). One row comes back even when
 * the page is empty (the LEFT JOIN), so the count is always known.
 */
async function filteredHits(
  db: Queryable,
  asked: ProductPageRequest,
  reach = LISTING_COUNT_CAP + 1,
): Promise<{ count: number; rows: PageRow[] | undefined }> {
  const request = await shopAsCategories(db, asked);
  const params = new SqlParams();
  const order = SORT_SQL[request.sort];
  const prepare = keptPrepared(request);
  if (!Number.isSafeInteger(reach) || reach <= LISTING_COUNT_CAP) throw new Error(`not a reach: ${reach}`);
  const { rows } = await db.query<HitRow>(
    `WITH hits AS MATERIALIZED (
       SELECT ${SORT_COLUMNS} FROM products p
       WHERE ${selection(request, params, { indexed: true, byIds: byIds(request.filter) })} LIMIT ${reach}),
     counted AS (SELECT count(*)::int AS hits FROM hits)
     SELECT counted.hits, shown.* FROM counted LEFT JOIN LATERAL ${listingRows(
       `CASE WHEN counted.hits < ${reach} THEN ARRAY(SELECT p.id FROM hits p ORDER BY ${order}
          ${pageWindow(request, params, prepare)}) END`,
       false,
     )} shown ON true
     ORDER BY shown.n`,
    params.values,
    { prepare },
  );
  const hits = rows[0]?.hits ?? 0;
  const count = Math.min(hits, LISTING_COUNT_CAP + 1);
  if (hits >= reach) return { count, rows: undefined };
  return { count, rows: rows.filter((row) => row.n !== null) as PageRow[] };
}

/** How many times the cap a filtered listing's first statement may read when its matches are likely about that many. */
const HITS_REACH_FACTOR = 4;

/**
 * How many matches of filters without a search the first statement reads (filteredHits): one
 * past the cap, or HITS_REACH_FACTOR times the cap when the kept counts say the matches are
 * likely between a quarter of the cap and that many (each facet's share of the scope multiplied,
 * as if they were independent, or the rarest facet's count when it is no more): then, past the
 * cap, they are all in hand and sorted for the page in the same statement, where reading the
 * first 1 001 to count them and then all of them again to sort them read them twice (a colour, a
 * size and a price in a top category at a million products, 1 100 matches: 490 + 809 buffers in
 * two statements).
 */
async function hitsReach(db: Queryable, request: ProductPageRequest, scope: number): Promise<number> {
  const cap = LISTING_COUNT_CAP;
  const counts = await keptFacetCounts(db, request);
  if (counts.length === 0 || counts.some((count) => count === undefined)) return cap + 1;
  const known = counts as number[];
  const share = known.reduce((product, count) => product * (count / Math.max(scope, 1)), 1);
  const likely = scope * share;
  const wide = HITS_REACH_FACTOR * cap;
  return Math.min(...known) <= wide || (likely >= cap / HITS_REACH_FACTOR && likely <= wide)
    ? wide + 1
    : cap + 1;
}

/** The keys of each order (SORT_SQL) alone: what a categories' walk answers of each product (walkedKeys). */
const ORDER_KEYS: Readonly<Record<ProductSort, readonly string[]>> = {
  default: ['p.id'],
  'price-asc': ['p.id', 'p.listed_price_cents'],
  'price-desc': ['p.id', 'p.listed_price_cents'],
  'name-asc': ['p.id', 'lower(p.name) COLLATE "C" AS name_key'],
  newest: ['p.id', 'p.created_at'],
};

/**
 * The columns of each order (SORT_SQL) and the name: what a search's walk keeps of each product,
 * all of them in the order's index for the whole shop (migration 024), so the walk reads no
 * table row.
 */
const ORDER_COLUMNS = (sort: ProductSort): readonly string[] => [...ORDER_KEYS[sort], 'p.name'];

/** What a walk keeps besides when facets, a price or the sale flag are tested on its products. */
const FILTERED_COLUMNS = [
  'p.color',
  'p.size',
  'p.type',
  'p.brand_id',
  'p.listed_price_cents',
  'p.listed_until',
];

/**
 * Whether a walk of the whole shop reads its order's index alone: a search, whose order indexes
 * carry the names (migration 024), and any filtered walk by price or name, whose indexes carry
 * the filters' columns too (migrations 034, 035). Any other walk of the shop reads a table row
 * per product to test it.
 */
const walksIndexAlone = (request: ProductPageRequest) => !request.scope && orderIndexCovers(request, 'shop');

/** Where a walk goes through its order: the whole shop's index, a category's, or a parent category's (by its path). */
type WalkLevel = 'shop' | 'category' | 'parent';

/** The level a request's walk goes through: no scope is the whole shop, one category id a category. */
const walkLevelOf = ({ scope }: ProductPageRequest): WalkLevel =>
  !scope ? 'shop' : scope.ids.length === 1 ? 'category' : 'parent';

/** A walked row's place (`p.place`) as a further column of the walk's output, when it keeps one. */
const placeOf = (byPlace: boolean) => (byPlace ? ', p.place' : '');

/**
 * Whether the index of the walk's order at its level carries every column the walk keeps
 * (walkColumns), so that the walk reads that index alone: a search of the whole shop (its order
 * indexes carry the names, migration 024), a search by name at any level (the name indexes carry
 * the name, migration 017), a category's price order and the whole shop's price and name orders,
 * which carry the filters' columns and the name (migrations 026, 034, 035).
 */
function orderIndexCovers(request: ProductPageRequest, level: WalkLevel): boolean {
  if (nothingButWords(request.filter) && (level === 'shop' || request.sort === 'name-asc')) return true;
  if (level === 'shop') return ['price-asc', 'price-desc', 'name-asc'].includes(request.sort);
  return level === 'category' && request.sort === 'price-asc';
}

/**
 * The columns a walk keeps of each product: its order's, those its filters test, and, when it
 * reads the table anyway (`readsTable`: its order's index does not carry them all,
 * orderIndexCovers), the row's place in it (`ctid AS place`), which no index holds; the page's
 * rows are then read at their places (shownRows' `byPlace`, categoriesWalked). Because the place
 * is used, the planner must read it from the table, so it walks the category's order index
 * and a table row for each product walked, the walk stopping once the page is found; it no longer
 * reads an index that carries every other column asked (the name order's, the facets index, the
 * price order's: migrations 014, 023 and 026) whole and sorts it, which it costed as cheaper for
 * a walk it expected to go to its budget. (A place the statement did not use was dropped from the
 * subquery before planning.) "xxl haarlem" in the six categories that hold it at a million
 * products: each category's name index read whole (24 506 entries) and sorted, 84 ms and 59 490
 * buffers; walked by id until 25 matches, 32 ms and 15 027.
 */
const walkColumns = (request: ProductPageRequest, readsTable: boolean) =>
  [
    ...new Set([
      ...ORDER_COLUMNS(request.sort),
      ...(nothingButWords(request.filter) ? [] : FILTERED_COLUMNS),
      ...(readsTable ? ['p.ctid AS place'] : []),
    ]),
  ].join(', ');

/** The order's keys (ORDER_KEYS) as a walk's output names them (walkColumns' subquery `p`). */
const walkedKeys = (sort: ProductSort) =>
  ORDER_KEYS[sort].map((key) => (key.includes(' AS ') ? `p.${key.split(' AS ')[1]}` : key)).join(', ');

/**
 * A walk's order read again over its output as columns (the name's key too), so that PostgreSQL
 * sees the walk is already in order and stops it once the page is found; over lower(name) of the
 * output it sorted the whole budget first.
 */
const walkedOrderOf = (sort: ProductSort, walk = 'p') =>
  sort === 'name-asc' ? `${walk}.name_key, ${walk}.id` : SORT_SQL[sort].replaceAll('p.', `${walk}.`);

const NO_FILTER: ProductFilter = { words: [], colors: [], sizes: [], types: [], brands: [] };

/**
 * Where a search's walk in name order may start (name-words.ts firstNameOf): no match lies
 * before the first name its words are known to have in the scope. "luxe" begins the 56 124 names
 * it is in, the first of them the 605 763rd name of a million: from the start no walk's budget
 * reached it and the matches were sorted (0.23 s for page 2). `scopeIds`: the parameter of the
 * scope's ids when the statement has one already. No condition for other orders or no search.
 */
function namesFrom(request: ProductPageRequest, params: SqlParams, scopeIds?: string): string[] {
  if (request.sort !== 'name-asc' || request.filter.words.length === 0) return [];
  const ids = scopeIds ?? (request.scope ? params.add([...request.scope.ids]) : undefined);
  const patterns = request.filter.words.map((word) => wordPattern(word, params));
  return [`lower(p.name) COLLATE "C" >= ${firstNameOf(patterns, ids)}`];
}

/**
 * The page of a search or filters with many matches, by walking at most `budget` products of its
 * scope in the sort order and keeping those every filter lets through: when the page is among
 * them, it is the page. Undefined when it is not: the matches sit further on in the order than
 * the budget reaches (socks, when the whole shop is sorted by price descending). The walk is the
 * scope alone, so it reads the (scope, order) index whatever the planner thinks of the filters'
 * values, and its length is the caller's choice, not an estimate's (filteredPageOfMany,
 * searchPageOfMany).
 */
async function walkedPage(
  db: Queryable,
  request: ProductPageRequest,
  budget: number,
): Promise<PageRow[] | undefined> {
  const order = SORT_SQL[request.sort];
  const walkedOrder = walkedOrderOf(request.sort);
  // By price, the walk starts and stops at the price filter's bounds (the (scope, price) index
  // seeks to them), rather than passing every cheaper product first.
  const byPrice = request.sort === 'price-asc' || request.sort === 'price-desc';
  const { minCents, maxCents } = request.filter;
  const walkedFilter = byPrice ? { ...NO_FILTER, minCents, maxCents } : NO_FILTER;
  const byPlace = !orderIndexCovers(request, walkLevelOf(request));
  const columns = walkColumns(request, byPlace);
  const rows = await shownRows(
    db,
    request,
    (params) => {
      const walked = [
        selection({ ...request, filter: walkedFilter }, params),
        ...namesFrom(request, params),
      ].join(' AND ');
      const passed = filterConditions(request.filter, params).join(' AND ');
      return `SELECT ${pageKeyOf(byPlace)} FROM (SELECT ${columns} FROM products p
                              WHERE ${walked} ORDER BY ${order} LIMIT ${params.add(budget)}) p
            WHERE ${passed} ORDER BY ${walkedOrder}`;
    },
    { byPlace, prepare: walkPrepared(request) },
  );
  return rows.length === request.length ? rows : undefined;
}

/**
 * The page from all the matches, found from the name words' index (name-words.ts) or the
 * categories' facets index (migration 023) and sorted: a row read per match. OFFSET 0 keeps
 * PostgreSQL from planning the subquery for its first rows only, which would walk the order's
 * index instead.
 */
async function sortedPage(db: Queryable, asked: ProductPageRequest): Promise<PageRow[]> {
  const request = await shopAsCategories(db, asked);
  return shownRows(
    db,
    request,
    (params) =>
      `SELECT p.id FROM (SELECT ${SORT_COLUMNS} FROM products p
                         WHERE ${selection(request, params, { indexed: true, byIds: byIds(request.filter) })} OFFSET 0) p
       ORDER BY ${SORT_SQL[request.sort]}`,
    { prepare: keptPrepared(request) },
  );
}

/**
 * The whole shop's listing as the listing of every category, when its matches are a colour's, a
 * size's or a type's (no search, no brand), so that they are found category by category from the
 * categories' facets and types indexes (migrations 023, 033), reading their entries alone, rather
 * than from the facet tags' index (facet-tags.ts), which hands over every product of the shop
 * with the tag and reads its table row. The same products: every product has a category
 * (products.category_id is not null and refers to categories). At a million products, the
 * 208 062 products of the type "katoen" sorted by price for page 11: 1 345 ms (31 362 buffers,
 * half of them read from disk: the planner walked a category price index whole to test the
 * tags) → 136 ms. Counting them up to the cap (filteredHits), "badstof" not on offer: 19 696
 * buffers, 56-64 ms → 334 buffers, 1.6 ms. A brand is the last of the facets index's columns, so
 * it keeps the tags.
 */
async function shopAsCategories(db: Queryable, request: ProductPageRequest): Promise<ProductPageRequest> {
  if (!shopByCategories(request)) return request;
  return { ...request, scope: { id: 0, ids: await everyCategoryId(db), depth: undefined } };
}

/** Whether shopAsCategories asks a listing of the whole shop of every category. */
function shopByCategories({ scope, filter }: ProductPageRequest): boolean {
  if (scope || filter.words.length > 0 || filter.brands.length > 0) return false;
  return filter.colors.length + filter.sizes.length + filter.types.length > 0;
}

/**
 * How far a search's walk may go, in multiples of √((start + length) × scope): the walk's length
 * at which walking and sorting every match cost the same if the matches were spread evenly over
 * the order. They are not: names cluster by category, and categories by price, so in this
 * shop's catalogue the 25th "katoen" in name order is the 15 257th product of a million where
 * 104 would be even, and the 25th "xxl" by price descending the 13 281st (where 1 000 would be).
 */
const WALK_BUDGET = 8;

/**
 * How many times cheaper a product of a walk is when the walk reads the order's index alone (a
 * search of the whole shop: its order indexes carry the names, migration 024; a filtered walk of
 * an order that carries the filters' columns, filteredPageOfMany) than when it reads a table row
 * for each: "washand" by price descending at a million products, 39 598 products
 * walked, 125 ms from the table, 20 ms from the index. Sorting a match still reads its row, so
 * such a walk may go √6 times as far for the same cost (the even walk at which walking and sorting
 * cost the same grows with the square root of the ratio): "hotel" by name, whose first match is
 * the 66 584th name of a million, was sorted (about 104 700 matches, 245 ms) after a walk of 39 598.
 */
const INDEX_WALK_ADVANTAGE = 6;

/**
 * The page of a search with more matches than the cap. Walking the order finds it after about
 * (start + length) × scope / matches products if the matches are spread evenly; sorting every
 * match costs a row per match. The number of matches is not known past the cap, so the walk goes
 * first, for at most WALK_BUDGET × √((start + length) × scope) products, and the sort follows
 * when it falls short: at worst the budget plus the sort, instead of a walk through most of the
 * scope when the matches sit at its far end (1.3 s at a million products for socks by price
 * descending). With a bound on the matches from the kept word counts (`bounds`: word-tallies.ts)
 * the walk stops sooner, after twice that many products, as sorting them all costs about that
 * much (2 487 "hotelhanddoek" in 100 000 products by price descending: the walk read 12 522
 * products, 13 ms, and found none before the sort, 4 ms), and when even an evenly spread walk
 * would read more products than there are matches, they are sorted straight away. A word that a
 * few categories hold is walked in those categories instead (categoryWalkBudget).
 */
async function searchPageOfMany(
  db: Queryable,
  request: ProductPageRequest,
  scope: number,
  bounds: SearchBounds | undefined,
): Promise<PageRow[]> {
  const categoryBudget = bounds && (await searchWalkBudget(db, request, scope, bounds));
  // Short of the matches the kept counts promised, the categories' walks leave the sort: the
  // scope's walk, which they were chosen over, would meet the same sparse stretch.
  if (categoryBudget !== undefined)
    return (
      (await categoriesWalked(db, request, categoryBudget, (params, scopeIds) =>
        request.filter.words
          .map((word) => categoriesWithWordLike(wordPattern(word, params), scopeIds))
          .join(' INTERSECT '),
      )) ?? sortedPage(db, request)
    );
  const atMost = bounds?.atMost;
  const even = Math.sqrt((request.start + request.length) * Math.max(scope, 1));
  if (atMost !== undefined && atMost < even) return sortedPage(db, request);
  const factor = walksIndexAlone(request) ? WALK_BUDGET * Math.sqrt(INDEX_WALK_ADVANTAGE) : WALK_BUDGET;
  const budget = Math.ceil(Math.min(factor * even, 2 * (atMost ?? Number.POSITIVE_INFINITY)));
  return (await walkedPage(db, request, budget)) ?? sortedPage(db, request);
}

/** How many times the scope's evenly spread walk the walks of its categories may read (categoryWalkBudget). */
const CATEGORY_WALK_FACTOR = 4;

/** A category that may hold a listing's matches: its products, and how many of them match at least. */
interface CategoryMatches {
  products: number;
  atLeast: number;
}

/**
 * How far each category's walk goes when a page is found sooner by walking, in each category that
 * may hold its matches, that category's order (categoriesWalked) than by the scope's walk or sort;
 * undefined when it is not. Matches cluster by category: "hoeslaken" is the name of 24 837
 * products of one category at a million, so the shop's walk by id passed the categories before
 * it (39 598 products, 53 ms, none found) and then sorted them all (268 ms), where the category's
 * walk finds a page in its first 25 products; "One size" is the size of a whole leaf of BBQ and a
 * third of another, and none of the third, so by name the top category's walk read 902 products
 * for none and the sort took 73 ms. From the kept counts, each category's walk reads about
 * (start + length) × its products / its matches (all of it at most), and is sure to: matches
 * are spread over their category's order much as over the scope's, but a category holds them
 * only in a stretch of the scope's order by id or by age, and in name order a word or a size
 * goes with the names of a kind of product. So the categories' walks go first when they read in
 * all at most CATEGORY_WALK_FACTOR times what the scope's walk would with the matches spread
 * evenly over it (`evenWalk`), and no more than sorting every match (`atMost`); each goes at most
 * CATEGORY_WALK_FACTOR times the longest of those. A word spread over the shop ("katoen" in 31
 * categories) keeps the scope's walk: its categories' walks would read 3 063 products, the
 * scope's 113.
 */
function categoryWalkBudget(
  request: ProductPageRequest,
  categories: readonly CategoryMatches[],
  { evenWalk, atMost }: { evenWalk: number; atMost: number },
): number | undefined {
  // A category whose matches are not known to be many (a search's words in different words of
  // the names: "bbq utrecht") may need its walk to the end: 98 000 products and 750 ms.
  if (categories.length === 0 || categories.some(({ atLeast }) => atLeast === 0)) return undefined;
  if (request.scope?.ids.length === 1) return undefined;
  const wanted = request.start + request.length;
  const walks = categories.map(({ products, atLeast }) =>
    Math.min(products, (wanted * products) / Math.max(atLeast, 1)),
  );
  const reads = walks.reduce((sum, walk) => sum + walk, 0);
  if (reads > Math.min(CATEGORY_WALK_FACTOR * evenWalk, atMost)) return undefined;
  return Math.max(Math.ceil(CATEGORY_WALK_FACTOR * Math.max(...walks)), wanted);
}

/** categoryWalkBudget for a search, from the kept word counts per category (word-tallies.ts). */
async function searchWalkBudget(
  db: Queryable,
  request: ProductPageRequest,
  scope: number,
  bounds: SearchBounds,
): Promise<number | undefined> {
  const kept = await keptCounts(db);
  const byCategory = kept?.searchBoundsByCategory(request.filter.words, request.scope?.ids);
  if (!kept || !byCategory) return undefined;
  const categories = [...byCategory].map(([id, category]) => ({
    products: kept.sum('all', [''], [id]) ?? 0,
    atLeast: category.atLeast,
  }));
  const wanted = request.start + request.length;
  return categoryWalkBudget(request, categories, {
    evenWalk: (wanted * scope) / Math.max(bounds.atLeast, 1),
    atMost: bounds.atMost,
  });
}

/**
 * The categories that hold one facet asked alone in a parent category or the whole shop, from
 * its kept counts per category, for categoryWalkBudget; undefined when the counts cannot tell.
 * In the whole shop a size is the size of a few kinds of product: page 11 of "XL" by price at a
 * million products walked the shop's price order for 27 899 products (27 086 buffers, 90-100 ms)
 * where the walks of the categories that hold it find it.
 */
async function facetCategories(
  db: Queryable,
  request: ProductPageRequest,
  facet: ValueFacet,
): Promise<CategoryMatches[] | undefined> {
  const ids = request.scope?.ids ?? (await everyCategoryId(db));
  const counted = await Promise.all(
    ids.map(async (id) => ({
      atLeast: await keptCountOfFacet(db, [id], facet),
      products: await countInScope(db, [id]),
    })),
  );
  const categories: CategoryMatches[] = [];
  for (const { atLeast, products } of counted) {
    if (atLeast === undefined) return undefined;
    if (atLeast > 0) categories.push({ atLeast, products });
  }
  return categories;
}

interface WalkedRow extends Partial<PageRow> {
  /** How many categories' walks ended at the budget without start + length matches. */
  short: number;
  n: number | null;
}

/**
 * The page of a listing from walks of the categories that may hold its matches (`categoriesOf`:
 * SQL of their ids, given the scope's ids' parameter): in each, at most `budget` products of the
 * category's order (the (category, order) index, migration 014) and of them its first start +
 * length matches; those of all the categories merged and sorted. The categories are the
 * database's (a search's words in catalog_words, name-words.ts; a facet's values in
 * catalog_counts, catalog-counts.ts: both kept in the same transaction as the products), not the
 * process's kept counts, so a product committed a moment before is listed all the same. The
 * walk's length is the caller's, as in walkedPage: the planner, which guesses a substring's
 * matches at a fiftieth of the category where they were two fifths, read each category's name
 * index whole and sorted it instead (71 039 buffers for "flanel" at a million products). The walk
 * keeps the columns its filters test and, unless the category's order index carries them all,
 * the row's place in the table (walkColumns, orderIndexCovers), by which the page's rows are
 * read: so it reads the category's order index and a table row per product. With the filters'
 * columns alone, the planner read the category's facets index whole (it carries them all) and
 * sorted it (70 ms for "One size" in BBQ by name). Undefined when a category's walk ended at the budget short of
 * the matches it should have given (fewer than its kept counts said, or other filters besides):
 * then its next matches, unseen, could belong on the page.
 */
async function categoriesWalked(
  db: Queryable,
  request: ProductPageRequest,
  budget: number,
  categoriesOf: (params: SqlParams, scopeIds: string | undefined) => string,
): Promise<PageRow[] | undefined> {
  const params = new SqlParams();
  const order = SORT_SQL[request.sort];
  const walkedOrder = walkedOrderOf(request.sort);
  const scopeIds = request.scope ? params.add([...request.scope.ids]) : undefined;
  const categories = categoriesOf(params, scopeIds);
  const fromName = namesFrom(request, params, scopeIds)
    .map((condition) => ` AND ${condition}`)
    .join('');
  const passed = filterConditions(request.filter, params).join(' AND ');
  const wanted = params.add(request.start + request.length);
  const limit = params.add(budget);
  const byPlace = !orderIndexCovers(request, 'category');
  const prepare = walkPrepared(request);
  const { rows } = await db.query<WalkedRow>(
    `WITH c AS MATERIALIZED (
       SELECT w.id, (${categoryProductsSql('w.id')}) AS products FROM (${categories}) w(id)),
     found AS MATERIALIZED (
       SELECT c.id AS category, f.* FROM c CROSS JOIN LATERAL (
         SELECT ${walkedKeys(request.sort)}${placeOf(byPlace)} FROM (SELECT ${walkColumns(request, byPlace)} FROM products p
                          WHERE p.approved AND p.category_id = c.id${fromName} ORDER BY ${order} LIMIT ${limit}) p
         WHERE ${passed} ORDER BY ${walkedOrder} LIMIT ${wanted}) f),
     short AS (SELECT count(*)::int AS short FROM c
               WHERE c.products > ${limit} AND (SELECT count(*) FROM found WHERE found.category = c.id) < ${wanted})
     SELECT short.short, shown.* FROM short LEFT JOIN LATERAL ${listingRows(
       `CASE WHEN short.short = 0 THEN ARRAY(SELECT ${pageKeyOf(byPlace)} FROM found p
          ORDER BY ${walkedOrder} ${pageWindow(request, params, prepare)}) END`,
       byPlace,
     )} shown ON true
     ORDER BY shown.n`,
    params.values,
    { prepare },
  );
  if ((rows[0]?.short ?? 0) > 0) return undefined;
  return rows.filter((row) => row.n !== null) as PageRow[];
}

/**
 * How far a filtered listing's walk may go, in multiples of the walk that finds the page when
 * the matches are spread evenly over the order at the fewest there may be.
 */
const FILTER_WALK_FACTOR = 4;

/**
 * How many matches in a category are sorted in the time a walk reads one product of the order:
 * sorting reads the categories' facets index alone (migration 023), a walk a table row per
 * product. Measured at a million products: 36 498 matches sorted in 23 ms, 2 014 products
 * walked in 10 ms.
 */
const SORT_ADVANTAGE = 8;

/** The share of a sort's reads a walk may take first when the matches' number is only bounded (filteredPageOfMany). */
const SORT_HEDGE = 4;

/**
 * The page of a listing with filters and no search, knowing that between `atLeast` and `atMost`
 * products match (a facet's count kept per category is exact, catalog-counts.ts; past the cap
 * the matches are more than it and no more than the rarest facet's count). Spread evenly, the
 * page is found after (start + length) × scope / matches products of the order's walk; sorting
 * them all reads an index entry per match within a category, and in the whole shop when its
 * colours, sizes or types are asked of every category (shopAsCategories; SORT_ADVANTAGE of them
 * cost one product walked), and otherwise a table row per match in the whole shop. So the
 * matches are sorted at once when that costs less than the walk, and otherwise the walk goes
 * first, for at most FILTER_WALK_FACTOR times it and no further than sorting would cost, with
 * the sort after it when it falls short. The planner chose between the two from estimates that
 * missed by ten times and more (a type that a fifth of a top category has, estimated at 1 535
 * products of 20 248: all were read and sorted for page 4, 50 ms at a million products, where a
 * walk of 500 finds it).
 */
async function filteredPageOfMany(
  db: Queryable,
  request: ProductPageRequest,
  scope: number,
  { atLeast, atMost, facet }: { atLeast: number; atMost: number | undefined; facet?: OneFacet | undefined },
): Promise<PageRow[]> {
  const even = ((request.start + request.length) * Math.max(scope, 1)) / Math.max(atLeast, 1);
  const fromIndexEntries = request.scope !== undefined || shopByCategories(request);
  const sorting = (atMost ?? Number.POSITIVE_INFINITY) / (fromIndexEntries ? SORT_ADVANTAGE : 1);
  if (sorting < even) {
    // When the sort would read a table row per match (not fromIndexEntries) and the matches are
    // only known to be more than the cap (a brand and a price in the whole shop), a walk of a
    // quarter of the sort's reads goes first: the matches are likely far more than the cap, and
    // the walk then finds the page.
    const hedged = !fromIndexEntries && atLeast < (atMost ?? Number.POSITIVE_INFINITY);
    const walked = hedged ? await walkedPage(db, request, Math.ceil(sorting / SORT_HEDGE)) : undefined;
    return walked ?? sortedPage(db, request);
  }
  // One facet alone, whose matches a few of the categories hold: their walks (categoryWalkBudget).
  const valueFacet = facet && facet.facet !== 'sale' ? facet : undefined;
  const categories = valueFacet && (await facetCategories(db, request, valueFacet));
  const categoriesWalk = async (bounds: { evenWalk: number; atMost: number }) => {
    const budget = categories && categoryWalkBudget(request, categories, bounds);
    if (!valueFacet || budget === undefined) return undefined;
    return {
      rows: await categoriesWalked(db, request, budget, (params, scopeIds) =>
        categoriesWithFacetSql(valueFacet, params, scopeIds),
      ),
    };
  };
  const first = await categoriesWalk({ evenWalk: even, atMost: atLeast });
  if (first) return first.rows ?? sortedPage(db, request);
  // A walk that reads its order's index alone (orderIndexCovers: a category's price order, the
  // whole shop's price and name orders) goes INDEX_WALK_ADVANTAGE times as far for the same
  // cost: the whole shop's type "katoen" by price descending at a million products, page 11
  // found after 12 961 products of the shop's price index, 4.4 ms, where the budget of a walk of
  // table rows (5 182) fell short and the sort of its 208 062 matches took 45-100 ms.
  const reach = orderIndexCovers(request, walkLevelOf(request)) ? INDEX_WALK_ADVANTAGE : 1;
  const budget = Math.ceil(reach * Math.min(FILTER_WALK_FACTOR * even, 2 * sorting));
  const walked = await walkedPage(db, request, budget);
  if (walked) return walked;
  // The scope's walk met a stretch of the order without its matches (a brand's products lie in
  // the name order where their categories' names do): the categories' walks, which are sure to
  // find them, when they read less than sorting every match would. A brand that 24 categories
  // hold, 170 758 products of a million, page 1 by name: the shop's walk of 574 names (a table
  // row each, before migration 035) found fewer than 25, and the sort of all of them took
  // 270-600 ms; its categories' walks, 3.3 ms.
  const second = await categoriesWalk({ evenWalk: Number.POSITIVE_INFINITY, atMost: sorting });
  return second?.rows ?? sortedPage(db, request);
}

/** Each facet of the filter's products in the scope, from the kept counts alone (undefined where they cannot tell). */
function keptFacetCounts(db: Queryable, request: ProductPageRequest): Promise<Array<number | undefined>> {
  return Promise.all(
    facetsOf(request.filter).map((asked) => keptCountOfFacet(db, request.scope?.ids, asked)),
  );
}

/** The fewest products any one facet of the filter lets through in the scope, from the kept counts alone. */
async function rarestFacet(db: Queryable, request: ProductPageRequest): Promise<number | undefined> {
  const counts = await keptFacetCounts(db, request);
  const known = counts.filter((count): count is number => count !== undefined);
  return known.length > 0 ? Math.min(...known) : undefined;
}

/**
 * The count and page of a listing with filters or a search (not one facet alone). A search's
 * count is bounded first from the kept word counts (kept-counts.ts, word-tallies.ts): a search
 * alone (no other filter) known to match more than the cap goes straight to its page, as does a
 * selection remembered to (kept-match-counts.ts). Otherwise one statement counts up to the cap
 * and, below it, answers the page (filteredHits). The kept figures decide counts and the way to
 * the page, never which products are listed: they follow a commit once it is notified, and a
 * product committed a moment before is listed from the database all the same.
 */
async function filteredPage(
  db: Queryable,
  request: ProductPageRequest,
  total: Promise<number>,
): Promise<{ count: number; rows: PageRow[] }> {
  const { filter } = request;
  const searching = filter.words.length > 0;
  const bounds = searching
    ? (await keptCounts(db))?.searchBounds(filter.words, request.scope?.ids)
    : undefined;
  const wordsAlone = searching && nothingButWords(filter);
  const many =
    keptManyMatches(db, request.scope, filter) ??
    (wordsAlone && bounds && bounds.atLeast > LISTING_COUNT_CAP ? LISTING_COUNT_CAP + 1 : undefined);
  const manyPage = async () =>
    searching
      ? searchPageOfMany(db, request, await total, bounds)
      : filteredPageOfMany(db, request, await total, {
          atLeast: LISTING_COUNT_CAP + 1,
          atMost: await rarestFacet(db, request),
        });
  if (many !== undefined) return { count: many, rows: await manyPage() };
  const generation = catalogGeneration(db);
  const reach = searching ? LISTING_COUNT_CAP + 1 : await hitsReach(db, request, await total);
  const found = await filteredHits(db, request, reach);
  rememberMatchCount(db, request.scope, filter, found.count, generation);
  return { count: found.count, rows: found.rows ?? (await manyPage()) };
}

/**
 * One page of the listing with its DataTables counts: the page, the scope's total (kept by the
 * database, catalog-counts.ts) and, with filters, their capped count. The offer clock runs first,
 * so an offer that has just ended is listed at its regular price (offer-clock.ts).
 */
export async function listProducts(db: Queryable, asked: ProductPageRequest): Promise<ProductPage> {
  const [brandIds] = await Promise.all([
    asked.filter.brands.length > 0 ? brandIdsNamed(db, asked.filter.brands) : undefined,
    nextOfferEnd(db),
  ]);
  const request = { ...asked, filter: { ...asked.filter, brandIds } };
  const facet = onlyFacet(request.filter);
  const total = countInScope(db, request.scope?.ids);
  let filtered: Promise<number> | undefined;
  let rows: Promise<PageRow[]>;
  if (facet) {
    // One facet alone is counted from the kept figures (catalog-counts.ts), beside its page.
    const count = countOfFacet(db, request.scope?.ids, facet);
    filtered = count.then((exact) => Math.min(exact, LISTING_COUNT_CAP + 1));
    rows = Promise.all([count, total]).then(([exact, scope]) =>
      filteredPageOfMany(db, request, scope, { atLeast: exact, atMost: exact, facet }),
    );
  } else if (hasFilters(request.filter)) {
    const page = filteredPage(db, request, total);
    filtered = page.then((found) => found.count);
    rows = page.then((found) => found.rows);
  } else {
    rows = pageRows(db, request);
  }
  const [scopeTotal, page, count, familyOf] = await Promise.all([
    total,
    rows,
    filtered,
    categoryFamilies(db),
  ]);
  return {
    recordsTotal: scopeTotal,
    recordsFiltered: count ?? scopeTotal,
    products: page.map((row) => toProduct(row, imagesOf(row, row.views, familyOf))),
  };
}
