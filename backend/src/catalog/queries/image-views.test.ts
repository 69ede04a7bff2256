import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import type { Database } from '../../db/database';
import { testDatabases } from '../../test-support/databases';

jest.setTimeout(300_000);
const databases = await testDatabases();

/**
 * products.image_views (migration 031), which every listing shows, against product_images, which
 * the import and the seed write: after any run of writes to the images (several rows per
 * statement, reordered, renamed, deleted with their product), each product's views are its
 * images' view types in display order (position, then id), and none for a product without images.
 */
const VIEWS = ['front', 'back', 'detail', 'side', 'folded', 'lifestyle'];
const PRODUCTS = 6;

const write = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    images: fc.array(
      fc.record({
        product: fc.integer({ min: 1, max: PRODUCTS }),
        view: fc.constantFrom(...VIEWS),
        position: fc.integer({ min: 0, max: 3 }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    product: fc.integer({ min: 1, max: PRODUCTS }),
    position: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('rename' as const),
    view: fc.constantFrom(...VIEWS),
    to: fc.constantFrom(...VIEWS),
  }),
  fc.record({ kind: fc.constant('delete' as const), view: fc.constantFrom(...VIEWS) }),
  fc.record({ kind: fc.constant('replace' as const), product: fc.integer({ min: 1, max: PRODUCTS }) }),
  fc.record({ kind: fc.constant('deleteProduct' as const), product: fc.integer({ min: 1, max: PRODUCTS }) }),
  fc.record({ kind: fc.constant('truncate' as const) }),
);
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

async function apply(db: Database, change: Write): Promise<void> {
  switch (change.kind) {
    case 'insert':
      // One statement for all of them; a view a product has already is skipped, as the table allows one each.
      await db.query(
        `INSERT INTO product_images (product_id, view_type, position)
         SELECT DISTINCT ON (product_id, view_type) product_id, view_type, position
         FROM unnest($1::int[], $2::text[], $3::int[]) AS t(product_id, view_type, position)
         WHERE EXISTS (SELECT FROM products p WHERE p.id = t.product_id)
         ON CONFLICT (product_id, view_type) DO NOTHING`,
        [
          change.images.map((image) => image.product),
          change.images.map((image) => image.view),
          change.images.map((image) => image.position),
        ],
      );
      return;
    case 'move':
      await db.query(`UPDATE product_images SET position = $2 WHERE product_id = $1`, [
        change.product,
        change.position,
      ]);
      return;
    case 'rename':
      await db.query(
        `UPDATE product_images i SET view_type = $2 WHERE view_type = $1
         AND NOT EXISTS (SELECT FROM product_images o WHERE o.product_id = i.product_id AND o.view_type = $2)`,
        [change.view, change.to],
      );
      return;
    case 'delete':
      await db.query(`DELETE FROM product_images WHERE view_type = $1`, [change.view]);
      return;
    case 'replace':
      // As the import writes a product's images (import/write-product.ts): all of them again, in one transaction.
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM product_images WHERE product_id = $1', [change.product]);
        await tx.query(
          `INSERT INTO product_images (product_id, view_type, position)
           SELECT $1, view_type, position FROM unnest($2::text[]) WITH ORDINALITY AS v(view_type, position)
           WHERE EXISTS (SELECT FROM products p WHERE p.id = $1)`,
          [change.product, ['side', 'front']],
        );
      });
      return;
    case 'deleteProduct':
      await db.query('DELETE FROM products WHERE id = $1', [change.product]);
      await db.query(
        `INSERT INTO products (id, name, category_id, price_cents, approved) VALUES ($1, 'Theedoek', 1, 100, true)`,
        [change.product],
      );
      return;
    case 'truncate':
      await db.exec('TRUNCATE product_images');
  }
}

/** Each product's views as kept, and as its images have them. */
async function keptAndActual(db: Database) {
  const { rows } = await db.query<{ id: number; kept: string[]; actual: string[] }>(
    `SELECT p.id, p.image_views AS kept,
       coalesce((SELECT array_agg(i.view_type ORDER BY i.position, i.id) FROM product_images i
                 WHERE i.product_id = p.id), '{}') AS actual
     FROM products p ORDER BY p.id`,
  );
  return rows;
}

describe.each(databases)("a product's image views on $name", ({ open }) => {
  let db: Database;

  beforeAll(async () => {
    db = await open();
    await db.query(
      `INSERT INTO categories (id, name, parent_category_id, position) VALUES (1, 'Keuken', 0, 1)`,
    );
    for (let id = 1; id <= PRODUCTS; id++)
      await db.query(
        `INSERT INTO products (id, name, category_id, price_cents, approved) VALUES ($1, 'Theedoek', 1, 100, true)`,
        [id],
      );
  });
  afterAll(async () => {
    await db.close();
  });

  it('are none for a product without images, and its images in display order once it has some', async () => {
    await db.query(
      `INSERT INTO product_images (product_id, view_type, position) VALUES (1, 'detail', 2), (1, 'front', 0), (1, 'back', 1)`,
    );
    const rows = await keptAndActual(db);
    expect(rows.find((row) => row.id === 1)?.kept).toEqual(['front', 'back', 'detail']);
    expect(rows.find((row) => row.id === 2)?.kept).toEqual([]);
  });

  it('follow every write to the images', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), async (writes) => {
        for (const change of writes) {
          await apply(db, change);
          for (const row of await keptAndActual(db)) expect(row.kept).toEqual(row.actual);
        }
      }),
      { numRuns: 25 },
    );
  });
});
