import { type ProductDetail, type ProductNeighbour } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { loadImages, PRODUCT_COLUMNS, PRODUCT_FROM, toProduct, type ProductRow } from './product-row';

interface DetailRow extends ProductRow {
  description: string;
}

/**
 * A neighbour in the category's default listing order (by id, approved only): the product just
 * before or after. Rides on the (category_id, id) index, so it is one index probe each way.
 */
async function neighbourIds(db: Queryable, row: ProductRow): Promise<{ prev?: number; next?: number }> {
  const { rows } = await db.query<{ prev: number | null; next: number | null }>(
    `SELECT
       (SELECT id FROM products WHERE category_id = $1 AND approved AND id < $2 ORDER BY id DESC LIMIT 1) AS prev,
       (SELECT id FROM products WHERE category_id = $1 AND approved AND id > $2 ORDER BY id LIMIT 1) AS next`,
    [row.category_id, row.id],
  );
  return { prev: rows[0]?.prev ?? undefined, next: rows[0]?.next ?? undefined };
}

/** The detail block's product with prev and next (spec §3), or undefined if it is not shown. */
export async function findProductDetail(
  db: Queryable,
  productId: number,
): Promise<ProductDetail | undefined> {
  const { rows } = await db.query<DetailRow>(
    `SELECT ${PRODUCT_COLUMNS}, p.description FROM ${PRODUCT_FROM} WHERE p.id = $1 AND p.approved`,
    [productId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { prev, next } = await neighbourIds(db, row);
  const ids = [row.id, prev, next].filter((id): id is number => id !== undefined);
  const [images, names] = await Promise.all([
    loadImages(db, ids),
    db.query<{ id: number; name: string }>('SELECT id, name FROM products WHERE id = ANY($1::int[])', [ids]),
  ]);
  const neighbour = (id: number | undefined): ProductNeighbour | null => {
    if (id === undefined) return null;
    const first = images.get(id)?.[0];
    return {
      slug: String(id),
      name: names.rows.find((candidate) => candidate.id === id)?.name ?? '',
      pictures: first ? [{ url: first.imageURL }] : [],
    };
  };
  return {
    ...toProduct(row, images.get(row.id) ?? []),
    description: row.description,
    prev: neighbour(prev),
    next: neighbour(next),
  };
}
