import type { Queryable } from '../../db/database';
import { keptCounts, type KeptCounts } from './kept-counts';
import { SqlParams } from './sql-params';

/**
 * catalog_counts (migration 014) holds, per category, how many approved products it has ('all'),
 * per colour, size, type and brand id, and how many are on an offer that runs ('sale'). Its
 * triggers keep it up to date on every write; a category's figures are the sum over its subtree,
 * a few hundred rows at most, so the listing's total and the filter panel never count products.
 *
 * What one product adds: a row per facet it counts in, from `$rows` (a transition table of the
 * triggers, or products itself for a recount).
 */
export const CATALOG_COUNT_ROWS = `SELECT r.category_id, f.facet, f.value, 1 AS delta FROM $rows r
  CROSS JOIN LATERAL (VALUES ('all', ''), ('color', r.color), ('size', r.size), ('type', r.type),
    ('brand', r.brand_id::text), ('sale', CASE WHEN r.listed_until IS NOT NULL THEN '' END)) AS f(facet, value)
  WHERE r.approved AND f.value IS NOT NULL`;

export interface CountRow {
  facet: 'all' | 'color' | 'size' | 'type' | 'brand' | 'sale';
  /** The colour, size or type as written; for a brand, its name. */
  value: string;
  count: number;
}

/** SQL: the approved products of the categories `c.category_id` is compared with by `scope` (a condition, or '' for all). */
const productsSql = (scope: string) =>
  `SELECT coalesce(sum(c.products), 0)::int AS count FROM catalog_counts c WHERE c.facet = 'all' ${scope}`;

/** SQL: the approved products of the category whose id is the SQL expression `categoryId` (not its subtree). */
export const categoryProductsSql = (categoryId: string) => productsSql(`AND c.category_id = ${categoryId}`);

/** `category_id = ANY(...)` over the scope, or nothing for the whole shop. */
function scopeOf(categoryIds: number[] | undefined, params: SqlParams): string {
  return categoryIds ? `AND c.category_id = ANY(${params.add(categoryIds)}::int[])` : '';
}

/** Approved products in the scope (a category's subtree, undefined for the whole shop). */
export async function countInScope(db: Queryable, categoryIds: number[] | undefined): Promise<number> {
  const kept = (await keptCounts(db))?.sum('all', [''], categoryIds);
  if (kept !== undefined) return kept;
  const params = new SqlParams();
  const { rows } = await db.query<{ count: number }>(
    productsSql(scopeOf(categoryIds, params)),
    params.values,
    { prepare: true },
  );
  return rows[0]?.count ?? 0;
}

/** The one facet a filter asks for, when it asks for nothing else: its count is then kept in catalog_counts. */
export type OneFacet =
  | { facet: 'color' | 'size' | 'type'; values: string[] }
  | { facet: 'brand'; ids: number[] }
  | { facet: 'sale'; isSale: boolean };

/**
 * Approved products in the scope that have one of `values` of a facet (case-insensitively, as
 * the listing's filter compares them: product-filter.ts), one of the brands `ids`, or that are
 * (or are not) on a running offer: a sum over the subtree's kept figures instead of a count of
 * products. Each product has one value per facet, so the values' counts add up without counting
 * a product twice.
 */
export async function countOfFacet(
  db: Queryable,
  categoryIds: number[] | undefined,
  asked: OneFacet,
): Promise<number> {
  const kept = keptFacet(await keptCounts(db), categoryIds, asked);
  if (kept !== undefined) return kept;
  const params = new SqlParams();
  const scope = scopeOf(categoryIds, params);
  let sql: string;
  if (asked.facet === 'sale') {
    // Not on an offer: all of the scope but those on one.
    const sign = asked.isSale ? '' : `CASE WHEN c.facet = 'sale' THEN -1 ELSE 1 END *`;
    const facets = asked.isSale ? `c.facet = 'sale'` : `c.facet IN ('all', 'sale')`;
    sql = `SELECT coalesce(sum(${sign} c.products), 0)::int AS count FROM catalog_counts c WHERE ${facets} ${scope}`;
  } else {
    if (asked.facet === 'brand' && asked.ids.length === 0) return 0;
    sql = `SELECT coalesce(sum(c.products), 0)::int AS count FROM catalog_counts c
           WHERE ${facetValues(asked, params)} ${scope}`;
  }
  const { rows } = await db.query<{ count: number }>(sql, params.values, { prepare: true });
  return rows[0]?.count ?? 0;
}

/**
 * The rows of catalog_counts `c` that count one of a facet's values asked (case-insensitively,
 * as the listing's filter compares them; a brand by the ids the listing looked up, brandIdsNamed,
 * as catalog_counts keeps a brand by its id).
 */
function facetValues(asked: ValueFacet, params: SqlParams): string {
  if (asked.facet === 'brand')
    return `c.facet = 'brand' AND c.value IN (${asked.ids.map((id) => params.add(String(id))).join(', ')})`;
  const lowered = asked.values.map((value) => `lower(${params.add(value)}::text)`).join(', ');
  return `c.facet = ${params.add(asked.facet)} AND lower(c.value) IN (${lowered})`;
}

/** A facet asked for by its values or brands, not the sale flag. */
export type ValueFacet = Exclude<OneFacet, { facet: 'sale' }>;

/**
 * SQL: the categories (`category_id`) with a product that has one of a facet's values asked, of
 * the scope's categories (the parameter `categoryIds`) when given: no other holds a match.
 */
export function categoriesWithFacetSql(asked: ValueFacet, params: SqlParams, categoryIds?: string): string {
  const scope = categoryIds ? ` AND c.category_id = ANY(${categoryIds}::int[])` : '';
  const values = asked.facet === 'brand' && asked.ids.length === 0 ? 'false' : facetValues(asked, params);
  return `SELECT c.category_id FROM catalog_counts c WHERE ${values}${scope}
          GROUP BY c.category_id HAVING sum(c.products) > 0`;
}

/**
 * SQL: every colour (lowered, as the listing's filter compares them) that an approved product of
 * the categories (the parameter `categoryIds`) has, read from catalog_counts in the statement
 * that uses it, so it is never behind the products (its triggers keep it in the same
 * transaction).
 */
export const coloursHeldSql = (categoryIds: string): string =>
  `ARRAY(SELECT DISTINCT lower(c.value) FROM catalog_counts c
         WHERE c.facet = 'color' AND c.category_id = ANY(${categoryIds}::int[]))`;

/** countOfFacet from the figures this process keeps alone: undefined when they cannot answer it. */
export async function keptCountOfFacet(
  db: Queryable,
  categoryIds: number[] | undefined,
  asked: OneFacet,
): Promise<number | undefined> {
  return keptFacet(await keptCounts(db), categoryIds, asked);
}

/** countOfFacet from the figures this process keeps (kept-counts.ts), when they can answer it. */
function keptFacet(
  kept: KeptCounts | undefined,
  categoryIds: number[] | undefined,
  asked: OneFacet,
): number | undefined {
  if (!kept) return undefined;
  if (asked.facet === 'brand') return kept.sum('brand', asked.ids.map(String), categoryIds);
  if (asked.facet !== 'sale') return kept.sum(asked.facet, asked.values, categoryIds);
  const sale = kept.sum('sale', [''], categoryIds);
  const all = kept.sum('all', [''], categoryIds);
  if (sale === undefined || all === undefined) return undefined;
  return asked.isSale ? sale : all - sale;
}

/** Every facet value of the scope with its count (brands by name), summed over the subtree. */
export async function countsInScope(db: Queryable, categoryIds: number[] | undefined): Promise<CountRow[]> {
  const params = new SqlParams();
  const { rows } = await db.query<CountRow>(
    `SELECT c.facet, CASE WHEN c.facet = 'brand' THEN b.name ELSE c.value END AS value, sum(c.products)::int AS count
     FROM catalog_counts c LEFT JOIN brands b ON c.facet = 'brand' AND b.id::text = c.value
     WHERE true ${scopeOf(categoryIds, params)}
     GROUP BY 1, 2`,
    params.values,
  );
  return rows;
}
