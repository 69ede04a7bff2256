import type { Category, Product } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { compareSizes } from './size-order';
import { PRODUCT_COLUMNS, toProducts, type ProductRow } from './product-row';
import { createTtlCache } from './ttl-cache';

const HOME_PRODUCTS = 20;
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
 * The home page's products: the newest buyable product (approved, priced, in stock) of each
 * category, newest first, so the page shows the whole range rather than one category. Each
 * category is one probe of the (category_id, id) index, so this stays fast on a large catalogue.
 */
export async function listHomeProducts(db: Queryable): Promise<Product[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS}
     FROM categories c
     CROSS JOIN LATERAL (
       SELECT * FROM products q
       WHERE q.category_id = c.id AND q.approved AND q.stock > 0 AND q.price_cents IS NOT NULL
       ORDER BY q.id DESC LIMIT 1
     ) p
     LEFT JOIN brands b ON b.id = p.brand_id
     ORDER BY p.id DESC
     LIMIT $1`,
    [HOME_PRODUCTS],
  );
  return toProducts(db, rows);
}
