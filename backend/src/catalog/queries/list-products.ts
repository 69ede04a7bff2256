import { LISTING_COUNT_CAP, type Product, type ProductSort } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { categoryFamilies } from '../../images/image-source';
import { countInScope, countOfFacet, type OneFacet } from './catalog-counts';
import type { ListingScope } from './category-scope';
import { brandIdsNamed, filterConditions, scopeConditions, type ProductFilter } from './product-filter';
import { imagesOf, PRODUCT_COLUMNS, PRODUCT_VIEWS, toProduct, type ProductRow } from './product-row';
import { nextOfferEnd } from './offer-clock';
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

/** The scope and filters as a WHERE condition over `products p`: approved products only. */
function selection(request: ProductPageRequest, params: SqlParams): string {
  return [
    'p.approved',
    ...scopeConditions(request.scope, request.filter, params),
    ...filterConditions(request.filter, params),
  ].join(' AND ');
}

/**
 * The products every filter lets through, counted up to one past the cap: the count stops there,
 * so it costs at most that many index entries or rows however many products match.
 */
async function countFiltered(db: Queryable, request: ProductPageRequest): Promise<number> {
  const facet = onlyFacet(request.filter);
  if (facet) return Math.min(await countOfFacet(db, request.scope?.ids, facet), LISTING_COUNT_CAP + 1);
  const params = new SqlParams();
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count
     FROM (SELECT 1 FROM products p WHERE ${selection(request, params)} LIMIT ${LISTING_COUNT_CAP + 1}) c`,
    params.values,
  );
  return rows[0]?.count ?? 0;
}

/**
 * The facet a filter asks for when it asks for one alone (no search, no price, one facet): its
 * count is kept per category (catalog-counts.ts), so it costs a few rows rather than up to a
 * thousand products. Capped like any other filtered count, so the shop shows the same "1.000+".
 */
function onlyFacet(filter: ProductFilter): OneFacet | undefined {
  if (filter.words.length > 0 || filter.minCents !== undefined || filter.maxCents !== undefined)
    return undefined;
  const asked: OneFacet[] = [];
  if (filter.colors.length > 0) asked.push({ facet: 'color', values: filter.colors });
  if (filter.sizes.length > 0) asked.push({ facet: 'size', values: filter.sizes });
  if (filter.types.length > 0) asked.push({ facet: 'type', values: filter.types });
  if (filter.brands.length > 0) asked.push({ facet: 'brand', ids: filter.brandIds ?? [] });
  if (filter.isSale !== undefined) asked.push({ facet: 'sale', isSale: filter.isSale });
  return asked.length === 1 ? asked[0] : undefined;
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

/**
 * The page's products with their images, walking the sort order. The inner query finds the
 * page's ids in the sort order (from an index: the skipped rows cost an index entry each,
 * nothing more); only the rows shown are then read whole, with their brand and image views.
 */
async function pageRows(db: Queryable, request: ProductPageRequest): Promise<PageRow[]> {
  const params = new SqlParams();
  const order = SORT_SQL[request.sort];
  const { rows } = await db.query<PageRow>(
    `SELECT ${PRODUCT_COLUMNS}, ${PRODUCT_VIEWS}
     FROM (SELECT p.id FROM products p WHERE ${selection(request, params)} ORDER BY ${order}
           LIMIT ${params.add(request.length)} OFFSET ${params.add(request.start)}) page
     JOIN products p ON p.id = page.id
     ORDER BY ${order}`,
    params.values,
    // Without filters the plan is the scope's order index whatever the values; with them the
    // values decide it (product-filter.ts), so those are planned each time.
    { prepare: !hasFilters(request.filter) },
  );
  return rows;
}

interface SearchRow extends Partial<PageRow> {
  hits: number;
  n: number | null;
}

/**
 * A search's matches, counted up to one past the cap, and with at most LISTING_COUNT_CAP of
 * them, its page too, in one statement. The matches are found once, from the name's trigram
 * index (`hits`, at most cap + 1 rows, in no order); when they are all there, the page is those
 * sorted, so a search whose few matches sit at one end of the order never walks the order's
 * index through the rest of the category. With more, `rows` is undefined and the caller walks
 * the order (pageRows), which then finds a page quickly. One row comes back even when the page is
 * empty (the LEFT JOIN), so the count is always known.
 */
async function searchHits(
  db: Queryable,
  request: ProductPageRequest,
): Promise<{ count: number; rows: PageRow[] | undefined }> {
  const params = new SqlParams();
  const order = SORT_SQL[request.sort];
  const { rows } = await db.query<SearchRow>(
    `WITH hits AS MATERIALIZED (
       SELECT p.id, p.listed_price_cents, p.name, p.created_at FROM products p
       WHERE ${selection(request, params)} LIMIT ${LISTING_COUNT_CAP + 1}),
     counted AS (SELECT count(*)::int AS hits FROM hits)
     SELECT counted.hits, shown.* FROM counted LEFT JOIN LATERAL (
       SELECT page.n, ${PRODUCT_COLUMNS}, ${PRODUCT_VIEWS}
       FROM (SELECT p.id, row_number() OVER (ORDER BY ${order}) AS n FROM hits p
             ORDER BY ${order} LIMIT ${params.add(request.length)} OFFSET ${params.add(request.start)}) page
       JOIN products p ON p.id = page.id
       WHERE counted.hits <= ${LISTING_COUNT_CAP}) shown ON true
     ORDER BY shown.n`,
    params.values,
  );
  const count = rows[0]?.hits ?? 0;
  if (count > LISTING_COUNT_CAP) return { count, rows: undefined };
  return { count, rows: rows.filter((row) => row.n !== null) as PageRow[] };
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
  const searching = request.filter.words.length > 0;
  // A search's page comes with its count when it has few matches (searchHits); other pages are
  // read beside their count.
  const searched = searching ? searchHits(db, request) : undefined;
  const filtered = searched
    ? searched.then((hits) => hits.count)
    : hasFilters(request.filter)
      ? countFiltered(db, request)
      : undefined;
  const rows = searched ? searched.then((hits) => hits.rows ?? pageRows(db, request)) : pageRows(db, request);
  const [total, page, count, familyOf] = await Promise.all([
    countInScope(db, request.scope?.ids),
    rows,
    filtered,
    categoryFamilies(db),
  ]);
  return {
    recordsTotal: total,
    recordsFiltered: count ?? total,
    products: page.map((row) => toProduct(row, imagesOf(row, row.views, familyOf))),
  };
}
