import { z } from 'zod';
import { fromCents } from 'shared-contracts';
import { categoryScope } from '../catalog/queries/category-scope';
import { escapeLike } from '../catalog/queries/sql-params';
import type { Queryable } from '../db/database';

export const productListQuerySchema = z.object({
  category: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  search: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(10_000).default(20),
});

export const productListSchema = z.object({
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      categoryId: z.number().int(),
      price: z.number().nullable().describe('In euros; null when the product has no price'),
      stock: z.number().int().nullable().describe('null: not tracked'),
      approved: z.boolean(),
    }),
  ),
});

/** Products by id, approved or not, of a category (with its subcategories) or matching a name. */
export async function listProducts(
  db: Queryable,
  { category, search, limit }: z.output<typeof productListQuerySchema>,
): Promise<z.output<typeof productListSchema>> {
  const scope = category === undefined ? null : ((await categoryScope(db, category)) ?? []);
  const { rows } = await db.query<{
    id: number;
    name: string;
    category_id: number;
    price_cents: number | null;
    stock: number | null;
    approved: boolean;
  }>(
    `SELECT id, name, category_id, price_cents, stock, approved FROM products
     WHERE ($1::int[] IS NULL OR category_id = ANY($1::int[])) AND ($2::text IS NULL OR lower(name) LIKE '%' || lower($2) || '%')
     ORDER BY id LIMIT $3`,
    [scope, search === undefined ? null : escapeLike(search), limit],
  );
  return {
    products: rows.map((row) => ({
      id: row.id,
      name: row.name,
      categoryId: row.category_id,
      price: row.price_cents === null ? null : fromCents(row.price_cents),
      stock: row.stock,
      approved: row.approved,
    })),
  };
}
