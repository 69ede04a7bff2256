import type { Queryable } from '../../db/database';
import type { ListingScope } from './category-scope';
import { MAX_DB_INTEGER, type ProductSort } from 'shared-contracts';
import { PRODUCT_COLUMNS, PRODUCT_VIEWS, type ProductRow } from './product-row';

/**
 * How far into a listing without filters a page is deep: from here it starts from the kept
 * stretch it falls in (migration 029) rather than skipping `start` entries of its order's index
 * from the top. Nearer the top, that skip is shorter than a stretch (a thousand products), so a
 * page is read as before, with no function call between it and the planner.
 */
export const DEEP_PAGE_FROM = 1000;

interface DeepPageRow extends ProductRow {
  views: string[];
}

/**
 * The rows of a deep page of a listing without filters, whole, with their brand and image views:
 * riode_listing_page (migration 029) finds the page's ids from the stretch the page starts in, in
 * one snapshot with the products, and only the rows shown are read. Every order is kept, the
 * price orders too; the statement's plan is the same for every scope, order and page, so it is
 * kept prepared.
 */
export async function deepPageRows(
  db: Queryable,
  scope: ListingScope | undefined,
  sort: ProductSort,
  start: number,
  length: number,
): Promise<DeepPageRow[]> {
  // Product ids are integers, so no catalogue holds this many products; riode_listing_page takes
  // its start as an integer and refused a larger one (a `draw` of 85 899 347 without `start` asks
  // for 2 147 483 650, which was a 500).
  if (start >= MAX_DB_INTEGER) return [];
  const { rows } = await db.query<DeepPageRow>(
    `SELECT ${PRODUCT_COLUMNS}, ${PRODUCT_VIEWS}
     FROM riode_listing_page($1::int, $2::text, $3::int, $4::int) WITH ORDINALITY AS page(id, n)
     JOIN products p ON p.id = page.id
     ORDER BY page.n`,
    [scope?.id ?? 0, sort, start, length],
    { prepare: true },
  );
  return rows;
}
