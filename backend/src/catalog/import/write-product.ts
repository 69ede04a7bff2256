import type { Queryable } from '../../db/database';
import type { ProductCsvRow } from './product-csv-row';

/** A row refused for a reason the operator can fix; thrown inside the row's transaction. */
export class RowRejected extends Error {}

interface ExistingProduct {
  id: number;
  price_cents: number | null;
  old_price_cents: number | null;
  is_sale: boolean;
}

const EXISTING = 'SELECT id, price_cents, old_price_cents, is_sale FROM products';

/** The product a row is about: by id when it has one, else by name (any case); undefined means a new one. */
export async function findTarget(tx: Queryable, row: ProductCsvRow): Promise<ExistingProduct | undefined> {
  if (row.id !== undefined) {
    const { rows } = await tx.query<ExistingProduct>(`${EXISTING} WHERE id = $1 FOR UPDATE`, [row.id]);
    if (!rows[0]) throw new RowRejected(`no product with id ${row.id} (leave id empty to create one)`);
    return rows[0];
  }
  const { rows } = await tx.query<ExistingProduct>(`${EXISTING} WHERE lower(name) = lower($1) FOR UPDATE`, [
    row.name,
  ]);
  if (rows.length > 1) throw new RowRejected(`name matches ${rows.length} products; give the id`);
  return rows[0];
}

async function brandId(tx: Queryable, name: string): Promise<number> {
  const found = await tx.query<{ id: number }>('SELECT id FROM brands WHERE lower(name) = lower($1)', [name]);
  if (found.rows[0]) return found.rows[0].id;
  const created = await tx.query<{ id: number }>('INSERT INTO brands (name) VALUES ($1) RETURNING id', [
    name,
  ]);
  const id = created.rows[0]?.id;
  if (id === undefined) throw new Error('brand insert returned no id');
  return id;
}

async function checkCategory(tx: Queryable, categoryId: number): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM categories WHERE id = $1', [categoryId]);
  if (rows.length === 0) throw new RowRejected(`categoryId ${categoryId} does not exist`);
}

/** A product on sale shows its old price struck through: it must have one, above the price. */
function checkSale(row: ProductCsvRow, existing: ExistingProduct | undefined): void {
  const isSale = row.isSale ?? existing?.is_sale ?? false;
  if (!isSale) return;
  const price = row.price ?? existing?.price_cents ?? null;
  const oldPrice = row.oldPrice ?? existing?.old_price_cents ?? null;
  if (oldPrice === null || (price !== null && oldPrice <= price)) {
    throw new RowRejected('isSale: a product on sale needs an oldPrice above its price');
  }
}

/** Column → value of the fields a row sets (blank cells set nothing). */
function columnValues(row: ProductCsvRow, brand: number | undefined): Array<[string, unknown]> {
  const values: Array<[string, unknown]> = [
    ['name', row.name],
    ['description', row.description],
    ['category_id', row.categoryId],
    ['brand_id', brand],
    ['price_cents', row.price],
    ['old_price_cents', row.oldPrice],
    ['stock', row.stock],
    ['color', row.color],
    ['size', row.size],
    ['type', row.type],
    ['condition', row.condition],
    ['approved', row.approved],
    ['final_product_status', row.approved === undefined ? undefined : row.approved ? 'approved' : 'pending'],
    ['is_sale', row.isSale],
    ['offer_end_date', row.offerEndDate?.toISOString()],
    ['b2b_discount_flag', row.b2bDiscountFlag],
    ['b2b_discount_percent', row.b2bDiscountPercent],
  ];
  return values.filter(([, value]) => value !== undefined);
}

async function replaceImages(tx: Queryable, productId: number, views: string[]): Promise<void> {
  await tx.query('DELETE FROM product_images WHERE product_id = $1', [productId]);
  await tx.query(
    `INSERT INTO product_images (product_id, view_type, position)
     SELECT $1, view, position - 1 FROM unnest($2::text[]) WITH ORDINALITY AS t(view, position)`,
    [productId, views],
  );
}

/** Creates or updates the row's product inside `tx`; any refusal throws, so nothing of the row stays. */
export async function writeProduct(
  tx: Queryable,
  row: ProductCsvRow,
): Promise<{ id: number; created: boolean }> {
  const existing = await findTarget(tx, row);
  if (!existing && (row.name === undefined || row.categoryId === undefined)) {
    throw new RowRejected('a new product needs a name and a categoryId');
  }
  const brand = row.brand === undefined ? undefined : await brandId(tx, row.brand);
  if (row.categoryId !== undefined) await checkCategory(tx, row.categoryId);
  checkSale(row, existing);
  const values = columnValues(row, brand);
  let id: number;
  if (existing) {
    id = existing.id;
    const sets = values.map(([column], index) => `${column} = $${index + 2}`);
    await tx.query(`UPDATE products SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, [
      id,
      ...values.map(([, value]) => value),
    ]);
  } else {
    const columns = values.map(([column]) => column).join(', ');
    const placeholders = values.map((_, index) => `$${index + 1}`).join(', ');
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO products (${columns}) VALUES (${placeholders}) RETURNING id`,
      values.map(([, value]) => value),
    );
    id = rows[0]?.id ?? 0;
  }
  const views = row.images ?? (existing ? undefined : ['front']);
  if (views) await replaceImages(tx, id, views);
  return { id, created: !existing };
}
