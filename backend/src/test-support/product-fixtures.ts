import type { Queryable } from '../db/database';

export interface ProductFixture {
  name?: string;
  priceCents?: number | null;
  stock?: number | null;
  b2bFlag?: boolean;
  b2bPercent?: number;
  approved?: boolean;
  isSale?: boolean;
}

const FIXTURE_CATEGORY = 9901;

/** A minimal product row for order tests (the seed catalogue is not needed, nor assumed). */
export async function insertProduct(db: Queryable, fixture: ProductFixture = {}): Promise<number> {
  await db.query(
    `INSERT INTO categories (id, name) VALUES ($1, 'Testcategorie') ON CONFLICT (id) DO NOTHING`,
    [FIXTURE_CATEGORY],
  );
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO products (name, category_id, price_cents, stock, b2b_discount_flag, b2b_discount_percent, approved, is_sale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      fixture.name ?? 'Badlaken 70x140',
      FIXTURE_CATEGORY,
      fixture.priceCents === undefined ? 1999 : fixture.priceCents,
      fixture.stock === undefined ? 100 : fixture.stock,
      fixture.b2bFlag ?? false,
      fixture.b2bPercent ?? 0,
      fixture.approved ?? true,
      fixture.isSale ?? false,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('product insert returned nothing');
  return id;
}

export async function stockOf(db: Queryable, productId: number): Promise<number | null> {
  const { rows } = await db.query<{ stock: number | null }>('SELECT stock FROM products WHERE id = $1', [
    productId,
  ]);
  return rows[0]?.stock ?? null;
}
