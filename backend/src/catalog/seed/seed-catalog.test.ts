import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Database } from '../../db/database';
import { testDatabases } from '../../test-support/databases';
import { SEED_CATEGORIES } from './categories';
import { generateProduct } from './generate-product';
import { seedCatalog, seedIfEmpty } from './seed-catalog';

jest.setTimeout(60_000);
const databases = await testDatabases();

describe.each(databases)('seeding on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  const count = async (table: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? -1;

  it('seeds an empty catalogue once: categories, brands, products and their images', async () => {
    expect(await seedIfEmpty(db, 360)).toEqual({ added: 360, total: 360 });
    expect(await seedIfEmpty(db, 360)).toBeUndefined();
    expect(await count('categories')).toBe(SEED_CATEGORIES.length);
    expect(await count('products')).toBe(360);
    expect(await count('product_images')).toBeGreaterThanOrEqual(720);
    expect(await count('brands')).toBeGreaterThan(10);
  });

  it('tops a catalogue up to a target without touching what is there', async () => {
    await db.query(`UPDATE products SET name = 'Eigen naam' WHERE id = 1`);
    expect(await seedCatalog(db, 400)).toEqual({ added: 40, total: 400 });
    expect(await seedCatalog(db, 100)).toEqual({ added: 0, total: 400 });
    const { rows } = await db.query<{ name: string }>('SELECT name FROM products WHERE id = 1');
    expect(rows[0]?.name).toBe('Eigen naam');
    expect((await db.query<{ max: number }>('SELECT max(id)::int AS max FROM products')).rows[0]?.max).toBe(
      400,
    );
  });

  it('leaves the id sequence past the seeded ids, so a new product does not collide', async () => {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO products (name, category_id) VALUES ('Nieuw', 15) RETURNING id`,
    );
    expect(rows[0]?.id).toBe(401);
  });

  it('builds every index again after a bulk load, with the generated products in place', async () => {
    const indexes = async () =>
      (
        await db.query<{ definition: string }>(
          `SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index
           WHERE indrelid IN ('products'::regclass, 'product_images'::regclass) ORDER BY 1`,
        )
      ).rows.map((row) => row.definition);
    const before = await indexes();
    expect(before.length).toBeGreaterThan(8);
    // 401 products so far: 500 more at least double the catalogue, so this is a bulk load.
    expect(await seedCatalog(db, 901, { bulkLoadFrom: 100 })).toEqual({ added: 500, total: 901 });
    expect(await indexes()).toEqual(before);
    const shown = async (id: number) =>
      (
        await db.query<{ name: string; views: string }>(
          `SELECT p.name, string_agg(i.view_type, ',' ORDER BY i.position) AS views
           FROM products p JOIN product_images i ON i.product_id = p.id WHERE p.id = $1 GROUP BY p.name`,
          [id],
        )
      ).rows[0];
    expect(await shown(900)).toEqual({
      name: generateProduct(900, new Date()).name,
      views: generateProduct(900, new Date()).views.join(','),
    });
    // The listing's queries find the new products through the rebuilt indexes.
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE approved AND lower(name) LIKE '%' || lower($1) || '%' AND id > 401`,
      [generateProduct(900, new Date()).name],
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
    // The listing's stretches (migration 029), cut after the load with their trigger off, hold
    // every approved product of each order, and the trigger is on again for the next write.
    const held = await db.query<{ sort: string; held: number; shown: number }>(
      `SELECT s.sort, sum(s.products)::int AS held, (SELECT count(*)::int FROM products WHERE approved) AS shown
       FROM listing_stretches s WHERE s.scope = 0 GROUP BY s.sort ORDER BY s.sort`,
    );
    expect(held.rows).toHaveLength(5);
    for (const row of held.rows) expect(row.held).toBe(row.shown);
    await db.query(`INSERT INTO products (name, category_id) VALUES ('Nieuw', $1)`, [
      SEED_CATEGORIES.at(-1)?.id,
    ]);
    const after = await db.query<{ held: number }>(
      `SELECT sum(products)::int AS held FROM listing_stretches WHERE scope = 0 AND sort = 'default'`,
    );
    expect(after.rows[0]?.held).toBe((held.rows[0]?.shown ?? 0) + 1);
  });

  it('seeds nothing when the target is 0', async () => {
    expect(await seedIfEmpty(db, 0)).toBeUndefined();
  });
});
