import { priceNow } from '../catalog/offer-price';
import { z } from 'zod';
import { fromCents, MAX_DB_INTEGER } from 'shared-contracts';
import { categoryScope } from '../catalog/queries/category-scope';
import { escapeLike } from '../catalog/queries/sql-params';
import { importProducts } from '../catalog/import/import-products';
import type { Database, Queryable } from '../db/database';
import { ApiProblem } from '../plugins/api-errors';

export const productListQuerySchema = z.object({
  category: z.coerce.number().int().min(1).max(MAX_DB_INTEGER).optional(),
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
    `SELECT id, name, category_id, ${priceNow('p')} AS price_cents, stock, approved FROM products p
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

/** Large enough for a catalogue of some 100 000 rows; the JSON-escaped CSV is a bit longer than the file. */
export const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

export const importRequestSchema = z.object({
  csv: z.string().describe('The CSV file as text (columns: backend/README.md, "Operator CLI")'),
  dryRun: z.boolean().default(false).describe('Check every row against the database and change nothing'),
});

export const importAnswerSchema = z.object({
  rows: z.array(
    z.object({
      row: z.number().int().describe('The spreadsheet row: the header is row 1'),
      outcome: z.enum(['created', 'updated', 'rejected']),
      productId: z.number().int().optional(),
      reason: z.string().optional(),
    }),
  ),
});

export const seedRequestSchema = z.object({
  products: z.number().int().min(1).max(1_000_000).describe('Bring the catalogue up to this many products'),
});

export const seedAnswerSchema = z.object({ total: z.number().int(), added: z.number().int() });

/** importProducts (catalog/import/import-products.ts); a file refused as a whole is 422 importRefused. */
export async function importCsv(db: Database, { csv, dryRun }: z.output<typeof importRequestSchema>) {
  const result = await importProducts(db, csv, { dryRun });
  if ('error' in result) throw new ApiProblem(422, 'importRefused', `Nothing imported: ${result.error}.`);
  return result;
}
