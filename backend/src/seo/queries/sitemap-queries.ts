import type { Queryable } from '../../db/database';

/** W3C datetime in UTC, made by the database: the same text on PGlite and PostgreSQL, no Date per row. */
const W3C_UTC = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

export interface CategoryRow {
  id: number;
  name: string;
}

export interface ProductRow {
  id: number;
  name: string;
  lastmod: string;
}

export async function countCategories(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM categories');
  return rows[0]?.count ?? 0;
}

/** Categories by id, `limit` of them from `offset`: the table is small (a shop has tens to hundreds). */
export async function categorySlice(db: Queryable, offset: number, limit: number): Promise<CategoryRow[]> {
  const { rows } = await db.query<CategoryRow>(
    'SELECT id, name FROM categories ORDER BY id LIMIT $1 OFFSET $2',
    [limit, offset],
  );
  return rows;
}

/**
 * The ranges of `size` product ids (bucket b: ids b·size+1 … (b+1)·size) that hold an approved
 * product. One probe of the primary key per range rather than a pass over the table: a few
 * milliseconds at 100 000 products, where grouping every row by range (to give each page its
 * last change too) took 50-120 ms, sorting on disk. Ids start at 1 (a serial; the seed and the
 * import number after the highest).
 */
export async function productBuckets(db: Queryable, size: number): Promise<number[]> {
  const { rows } = await db.query<{ bucket: number }>(
    `SELECT b AS bucket FROM generate_series(0, (SELECT (max(id) - 1) / $1::int FROM products)) AS b
     WHERE EXISTS (SELECT 1 FROM products WHERE approved AND id > b::bigint * $1 AND id <= (b::bigint + 1) * $1)
     ORDER BY b`,
    [size],
  );
  return rows.map((row) => row.bucket);
}

/**
 * The next approved products after `afterId` up to `lastId`, by id (keyset paging on the primary
 * key: each batch starts where the last ended, without counting past the rows before it).
 */
export async function productBatch(
  db: Queryable,
  afterId: number,
  lastId: number,
  limit: number,
): Promise<ProductRow[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT id, name, to_char(updated_at AT TIME ZONE 'UTC', ${W3C_UTC}) AS lastmod
     FROM products WHERE approved AND id > $1 AND id <= $2 ORDER BY id LIMIT $3`,
    [afterId, lastId, limit],
  );
  return rows;
}
