import type { Category, Product } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { compareSizes } from './size-order';
import { PRODUCT_COLUMNS, PRODUCT_FROM, PRODUCT_VIEWS, toProducts, type ProductRow } from './product-row';
import { createTtlCache } from './ttl-cache';

const HOME_PRODUCTS = 20;
const HOME_CANDIDATES = 240;
const MAX_SIZES = 100;

export async function listCategories(db: Queryable): Promise<Category[]> {
  const { rows } = await db.query<Category>(
    `SELECT id, name, parent_category_id AS "parentCategoryId" FROM categories ORDER BY parent_category_id, position, id`,
  );
  return rows;
}

export async function listBrands(db: Queryable): Promise<Array<{ id: number; name: string }>> {
  const { rows } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM brands ORDER BY lower(name), id',
  );
  return rows;
}

const sizeLists = createTtlCache<string[]>(60_000);

/** Every size of a shown product, in size order; remembered for a minute (only an import changes it). */
function allSizes(db: Queryable): Promise<string[]> {
  return sizeLists(db, 'all', async () => {
    const { rows } = await db.query<{ size: string }>(
      `SELECT DISTINCT size FROM products WHERE approved AND size <> ''`,
    );
    return rows.map((row) => row.size).sort(compareSizes);
  });
}

/** Distinct sizes of shown products containing the keyword (any case), in size order. */
export async function listSizes(db: Queryable, keyword: string): Promise<string[]> {
  const needle = keyword.trim().toLowerCase();
  const sizes = await allSizes(db);
  return sizes.filter((size) => size.toLowerCase().includes(needle)).slice(0, MAX_SIZES);
}

/** Stock now of a shown product; undefined when there is no such product. */
export async function findStock(
  db: Queryable,
  productId: number,
): Promise<{ stock: number | null } | undefined> {
  const { rows } = await db.query<{ stock: number | null }>(
    'SELECT stock FROM products WHERE id = $1 AND approved',
    [productId],
  );
  return rows[0];
}

/**
 * The home page's products: the newest buyable products (approved, priced, in stock), at most
 * one per category while there are enough categories, so the page shows the whole range. It
 * reads the newest few hundred by the primary key, which stays fast however large the catalogue.
 */
export async function listHomeProducts(db: Queryable): Promise<Product[]> {
  const { rows } = await db.query<ProductRow & { views: string[] }>(
    `SELECT ${PRODUCT_COLUMNS}, ${PRODUCT_VIEWS} FROM ${PRODUCT_FROM}
     WHERE p.approved AND p.stock > 0 AND p.price_cents IS NOT NULL
     ORDER BY p.id DESC LIMIT $1`,
    [HOME_CANDIDATES],
  );
  const seen = new Set<number>();
  const varied = rows.filter((row) => !seen.has(row.category_id) && seen.add(row.category_id));
  const rest = rows.filter((row) => !varied.includes(row));
  return toProducts(db, [...varied, ...rest].slice(0, HOME_PRODUCTS));
}
