import type { Product, ProductSort } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { categoryFamilies } from '../../images/image-source';
import { priceNow } from '../offer-price';
import { filterConditions, scopeConditions, type ProductFilter } from './product-filter';
import {
  imagesOf,
  PRODUCT_COLUMNS,
  PRODUCT_FROM,
  PRODUCT_VIEWS,
  toProduct,
  type ProductRow,
} from './product-row';
import { SqlParams } from './sql-params';
import { createTtlCache } from './ttl-cache';

/**
 * The orders of the listing. Each ends on the id so that pages never overlap or skip a product
 * when prices tie. Names sort by code point (COLLATE "C") so PGlite and PostgreSQL, whose
 * default collations differ, answer the same order. Prices sort as they hold now (offer-price.ts).
 */
export const SORT_SQL: Readonly<Record<ProductSort, string>> = {
  default: 'p.id',
  'price-asc': `${priceNow('p')} ASC NULLS LAST, p.id`,
  'price-desc': `${priceNow('p')} DESC NULLS LAST, p.id`,
  'name-asc': 'lower(p.name) COLLATE "C", p.id',
  newest: 'p.created_at DESC, p.id DESC',
};

export interface ProductPageRequest {
  categoryIds: number[] | undefined;
  filter: ProductFilter;
  sort: ProductSort;
  start: number;
  length: number;
}

export interface ProductPage {
  /** Approved products in the category (its subtree), before the other filters. */
  recordsTotal: number;
  /** Of those, the ones every filter lets through. */
  recordsFiltered: number;
  products: Product[];
}

const totals = createTtlCache<number>(30_000);

/** Approved products in the scope: the same for every page and filter of a category, so remembered briefly. */
function countInScope(db: Queryable, categoryIds: number[] | undefined): Promise<number> {
  return totals(db, categoryIds ? categoryIds.join(',') : 'all', async () => {
    const params = new SqlParams();
    const scope = scopeConditions(categoryIds, params);
    const { rows } = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM products p WHERE ${scope.join(' AND ')}`,
      params.values,
    );
    return rows[0]?.count ?? 0;
  });
}

interface PageRow extends ProductRow {
  views: string[];
  /** Products the filters let through, all pages (null when there are no filters: the scope's count). */
  filtered: number | null;
}

/** Counts the products every filter lets through (used only when a page beyond the last is asked for). */
async function countFiltered(db: Queryable, request: ProductPageRequest): Promise<number> {
  const params = new SqlParams();
  const where = [
    ...scopeConditions(request.categoryIds, params),
    ...filterConditions(request.filter, params),
  ];
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM products p WHERE ${where.join(' AND ')}`,
    params.values,
  );
  return rows[0]?.count ?? 0;
}

/**
 * The page's products with their images and, when there are filters, the filtered count, in one
 * statement (one round trip): the count is an uncorrelated subquery PostgreSQL runs once, the
 * images an array per product, evaluated after the sort and limit.
 */
async function pageRows(
  db: Queryable,
  request: ProductPageRequest,
): Promise<{ rows: PageRow[]; filtering: boolean }> {
  const params = new SqlParams();
  const scope = scopeConditions(request.categoryIds, params);
  const filters = filterConditions(request.filter, params);
  const where = [...scope, ...filters].join(' AND ');
  const filtered = filters.length > 0 ? `(SELECT count(*)::int FROM products p WHERE ${where})` : 'NULL::int';
  const { rows } = await db.query<PageRow>(
    `SELECT ${PRODUCT_COLUMNS}, ${PRODUCT_VIEWS}, ${filtered} AS filtered
     FROM ${PRODUCT_FROM} WHERE ${where}
     ORDER BY ${SORT_SQL[request.sort]} LIMIT ${params.add(request.length)} OFFSET ${params.add(request.start)}`,
    params.values,
  );
  return { rows, filtering: filters.length > 0 };
}

/**
 * One page of the listing with its DataTables counts: one statement, plus the scope's count
 * (remembered), plus a count only when the page asked for lies beyond the last.
 */
export async function listProducts(db: Queryable, request: ProductPageRequest): Promise<ProductPage> {
  const [total, { rows, filtering }, familyOf] = await Promise.all([
    countInScope(db, request.categoryIds),
    pageRows(db, request),
    categoryFamilies(db),
  ]);
  let filtered = total;
  if (filtering) {
    if (rows[0]) filtered = rows[0].filtered ?? 0;
    else filtered = request.start === 0 ? 0 : await countFiltered(db, request);
  }
  return {
    recordsTotal: total,
    recordsFiltered: filtered,
    products: rows.map((row) => toProduct(row, imagesOf(row, row.views, familyOf))),
  };
}
