import { fromCents, type ProductFilters } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { countsInScope, type CountRow } from './catalog-counts';
import { compareSizes } from './size-order';
import { SqlParams } from './sql-params';
import { createTtlCache } from './ttl-cache';

const byValue = (a: { value: string }, b: { value: string }) => a.value.localeCompare(b.value, 'nl');
const bySize = (a: { value: string }, b: { value: string }) => compareSizes(a.value, b.value);

const facetCache = createTtlCache<ProductFilters>(60_000, { byOffers: true });

/** The filter panel of a category, remembered for a minute: it does not change between page views. */
export function productFacets(db: Queryable, categoryIds: number[] | undefined): Promise<ProductFilters> {
  return facetCache(db, categoryIds ? categoryIds.join(',') : 'all', () => loadFacets(db, categoryIds));
}

/**
 * The lowest and highest listed price of the scope: per category, the first and last entry of
 * its (category_id, listed price) index, so two index probes a category however large it is.
 */
async function priceRange(
  db: Queryable,
  categoryIds: number[] | undefined,
): Promise<{ min_cents: number | null; max_cents: number | null }> {
  const params = new SqlParams();
  const range = (scope: string) =>
    `SELECT min(listed_price_cents) AS lo, max(listed_price_cents) AS hi FROM products WHERE approved ${scope}`;
  const sql = categoryIds
    ? `SELECT min(r.lo)::int AS min_cents, max(r.hi)::int AS max_cents
       FROM unnest(${params.add(categoryIds)}::int[]) AS c(id), LATERAL (${range('AND category_id = c.id')}) r`
    : `SELECT lo::int AS min_cents, hi::int AS max_cents FROM (${range('')}) r`;
  const { rows } = await db.query<{ min_cents: number | null; max_cents: number | null }>(sql, params.values);
  return rows[0] ?? { min_cents: null, max_cents: null };
}

/**
 * Its colours, sizes, brands and types with how many products each has, the price range and the
 * number on sale. The counts are kept by the database per category (catalog-counts.ts) and summed
 * over the subtree; the prices come from an index. Nothing here reads the category's products.
 */
async function loadFacets(db: Queryable, categoryIds: number[] | undefined): Promise<ProductFilters> {
  const [rows, prices] = await Promise.all([countsInScope(db, categoryIds), priceRange(db, categoryIds)]);
  const facet = (name: CountRow['facet']) =>
    rows
      .filter((row) => row.facet === name && row.value !== null && row.value !== '')
      .map((row) => ({ value: row.value, count: row.count }));
  return {
    colors: facet('color').sort(byValue),
    sizes: facet('size').sort(bySize),
    brands: facet('brand').sort(byValue),
    types: facet('type').sort(byValue),
    price: { min: fromCents(prices.min_cents ?? 0), max: fromCents(prices.max_cents ?? 0) },
    saleCount: rows.find((row) => row.facet === 'sale')?.count ?? 0,
  };
}
