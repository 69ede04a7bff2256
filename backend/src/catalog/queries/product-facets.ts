import { fromCents, type ProductFilters } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { offerRuns, priceNow } from '../offer-price';
import { compareSizes } from './size-order';
import { scopeConditions } from './product-filter';
import { SqlParams } from './sql-params';
import { createTtlCache } from './ttl-cache';

interface FacetRow {
  facet: 'color' | 'size' | 'brand' | 'type' | 'all';
  value: string | null;
  count: number;
  min_cents: number | null;
  max_cents: number | null;
  sale_count: number;
}

const byValue = (a: { value: string }, b: { value: string }) => a.value.localeCompare(b.value, 'nl');
const bySize = (a: { value: string }, b: { value: string }) => compareSizes(a.value, b.value);

const facetCache = createTtlCache<ProductFilters>(60_000, { byOffers: true });

/** The filter panel of a category, remembered for a minute: it does not change between page views. */
export function productFacets(db: Queryable, categoryIds: number[] | undefined): Promise<ProductFilters> {
  return facetCache(db, categoryIds ? categoryIds.join(',') : 'all', () => loadFacets(db, categoryIds));
}

/**
 * Its colours, sizes, brands and types with how many products each has, the price range and the
 * number on sale. One scan of the category (GROUPING SETS), not one query per facet.
 */
async function loadFacets(db: Queryable, categoryIds: number[] | undefined): Promise<ProductFilters> {
  const params = new SqlParams();
  const where = scopeConditions(categoryIds, params).join(' AND ');
  const { rows } = await db.query<FacetRow>(
    `SELECT
       CASE WHEN GROUPING(p.color) = 0 THEN 'color' WHEN GROUPING(p.size) = 0 THEN 'size'
            WHEN GROUPING(b.name) = 0 THEN 'brand' WHEN GROUPING(p.type) = 0 THEN 'type' ELSE 'all' END AS facet,
       coalesce(p.color, p.size, b.name, p.type) AS value,
       count(*)::int AS count,
       min(${priceNow('p')})::int AS min_cents,
       max(${priceNow('p')})::int AS max_cents,
       (count(*) FILTER (WHERE ${offerRuns('p')}))::int AS sale_count
     FROM products p LEFT JOIN brands b ON b.id = p.brand_id
     WHERE ${where}
     GROUP BY GROUPING SETS ((p.color), (p.size), (b.name), (p.type), ())`,
    params.values,
  );
  const facet = (name: FacetRow['facet']) =>
    rows
      .filter((row) => row.facet === name && row.value !== null && row.value !== '')
      .map((row) => ({ value: row.value ?? '', count: row.count }));
  const all = rows.find((row) => row.facet === 'all');
  return {
    colors: facet('color').sort(byValue),
    sizes: facet('size').sort(bySize),
    brands: facet('brand').sort(byValue),
    types: facet('type').sort(byValue),
    price: { min: fromCents(all?.min_cents ?? 0), max: fromCents(all?.max_cents ?? 0) },
    saleCount: all?.sale_count ?? 0,
  };
}
