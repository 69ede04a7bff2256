import type { Product, ProductSort } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { filterConditions, scopeConditions, type ProductFilter } from './product-filter';
import { PRODUCT_COLUMNS, PRODUCT_FROM, toProducts, type ProductRow } from './product-row';
import { SqlParams } from './sql-params';
import { createTtlCache } from './ttl-cache';

/**
 * The orders of the listing. Each ends on the id so that pages never overlap or skip a product
 * when prices tie. Names sort by code point (COLLATE "C") so PGlite and PostgreSQL, whose
 * default collations differ, answer the same order.
 */
export const SORT_SQL: Readonly<Record<ProductSort, string>> = {
  default: 'p.id',
  'price-asc': 'p.price_cents ASC NULLS LAST, p.id',
  'price-desc': 'p.price_cents DESC NULLS LAST, p.id',
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

/** recordsTotal and recordsFiltered; the filtered count uses the filter indexes, not a scan of the category. */
async function countProducts(db: Queryable, request: ProductPageRequest) {
  const total = await countInScope(db, request.categoryIds);
  const params = new SqlParams();
  const scope = scopeConditions(request.categoryIds, params);
  const filters = filterConditions(request.filter, params);
  if (filters.length === 0) return { total, filtered: total };
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM products p WHERE ${[...scope, ...filters].join(' AND ')}`,
    params.values,
  );
  return { total, filtered: rows[0]?.count ?? 0 };
}

async function pageRows(db: Queryable, request: ProductPageRequest): Promise<ProductRow[]> {
  const params = new SqlParams();
  const where = [
    ...scopeConditions(request.categoryIds, params),
    ...filterConditions(request.filter, params),
  ];
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE ${where.join(' AND ')}
     ORDER BY ${SORT_SQL[request.sort]} LIMIT ${params.add(request.length)} OFFSET ${params.add(request.start)}`,
    params.values,
  );
  return rows;
}

/** One page of the listing with its DataTables counts: three queries, whatever the page size. */
export async function listProducts(db: Queryable, request: ProductPageRequest): Promise<ProductPage> {
  const [counts, rows] = await Promise.all([countProducts(db, request), pageRows(db, request)]);
  return {
    recordsTotal: counts.total,
    recordsFiltered: counts.filtered,
    products: await toProducts(db, rows),
  };
}
