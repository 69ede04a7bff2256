import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import type { ProductSort } from 'shared-contracts';
import type { Database } from '../../db/database';
import { testDatabases } from '../../test-support/databases';

jest.setTimeout(300_000);
const databases = await testDatabases();

/**
 * The kept stretches of the listing's orders (migration 029) against the plain query: after any
 * run of writes, the page that riode_listing_page reads from a stretch is the page OFFSET reads
 * from the top, for every scope and order. Stretches of STEP products, so a few dozen products
 * make many of them, split and emptied as the writes go.
 */
const STEP = 3;
const SORTS: ProductSort[] = ['default', 'name-asc', 'newest', 'price-asc', 'price-desc'];
const ORDER: Record<ProductSort, string> = {
  default: 'p.id',
  'name-asc': 'lower(p.name) COLLATE "C", p.id',
  newest: 'p.created_at DESC, p.id DESC',
  'price-asc': 'p.listed_price_cents ASC NULLS LAST, p.id',
  'price-desc': 'p.listed_price_cents DESC NULLS LAST, p.id',
};
/** A tree of three levels: two top categories, a parent below one of them, leaves. */
const CATEGORIES = [
  { id: 1, parent: 0 },
  { id: 2, parent: 0 },
  { id: 11, parent: 1 },
  { id: 12, parent: 1 },
  { id: 13, parent: 1 },
  { id: 131, parent: 13 },
  { id: 132, parent: 13 },
  { id: 21, parent: 2 },
];
const LEAVES = [11, 12, 131, 132, 21];
const SCOPES = [0, ...CATEGORIES.map((category) => category.id)];
/** Few names, times and prices, so that keys tie and the id decides. */
const NAMES = ['Hoeslaken', 'hoeslaken', 'Badjas', 'Zwaluw', 'badlaken', 'Ab'];
const TIMES = ['2024-01-01T00:00:00.000001Z', '2024-01-01T00:00:00.000002Z', '2024-03-01T12:00:00Z'];

const newProduct = fc.record({
  name: fc.constantFrom(...NAMES),
  category: fc.constantFrom(...LEAVES),
  price: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  createdAt: fc.constantFrom(...TIMES),
  approved: fc.boolean(),
});

const write = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    products: fc.array(newProduct, { minLength: 1, maxLength: 12 }),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    pick: fc.nat(),
    every: fc.integer({ min: 1, max: 4 }),
    change: fc.oneof(
      fc.record({ column: fc.constant('name'), value: fc.constantFrom(...NAMES) }),
      fc.record({ column: fc.constant('category_id'), value: fc.constantFrom(...LEAVES) }),
      fc.record({
        column: fc.constant('price_cents'),
        value: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      }),
      fc.record({ column: fc.constant('approved'), value: fc.boolean() }),
      fc.record({ column: fc.constant('created_at'), value: fc.constantFrom(...TIMES) }),
      fc.record({ column: fc.constant('stock'), value: fc.integer({ min: 0, max: 9 }) }),
    ),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(), every: fc.integer({ min: 1, max: 5 }) }),
);
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;
type NewProduct = typeof newProduct extends fc.Arbitrary<infer T> ? T : never;

async function apply(db: Database, change: Write): Promise<void> {
  if (change.kind === 'insert') {
    const column = <T>(pick: (product: NewProduct) => T) => change.products.map(pick);
    await db.query(
      `INSERT INTO products (name, category_id, price_cents, created_at, approved)
       SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::timestamptz[], $5::boolean[])`,
      [
        column((p) => p.name),
        column((p) => p.category),
        column((p) => p.price),
        column((p) => p.createdAt),
        column((p) => p.approved),
      ],
    );
    return;
  }
  // Every `every`-th product from an offset: one statement changes several rows at once.
  const picked = `id IN (SELECT id FROM products ORDER BY id OFFSET $1 % greatest(1, (SELECT count(*) FROM products)))
                  AND id % $2 = 0`;
  if (change.kind === 'delete') {
    await db.query(`DELETE FROM products WHERE ${picked}`, [change.pick, change.every]);
    return;
  }
  await db.query(`UPDATE products SET ${change.change.column} = $3 WHERE ${picked}`, [
    change.pick,
    change.every,
    change.change.value,
  ]);
}

/** The scope's products in the order as the plain query reads them. */
async function expectedIds(db: Database, scope: number, sort: ProductSort): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT p.id FROM products p WHERE p.approved AND ($1::int = 0 OR $1::int = ANY(p.category_path))
     ORDER BY ${ORDER[sort]}`,
    [scope],
  );
  return rows.map((row) => row.id);
}

async function pageAt(db: Database, scope: number, sort: ProductSort, start: number, count: number) {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM riode_listing_page($1::int, $2::text, $3::int, $4::int) AS page(id)',
    [scope, sort, start, count],
  );
  return rows.map((row) => row.id);
}

describe.each(databases)('the kept stretches of the listing on $name', ({ open }) => {
  let db: Database;

  beforeAll(async () => {
    db = await open();
    for (const { id, parent } of CATEGORIES)
      await db.query(
        `INSERT INTO categories (id, name, parent_category_id, position) VALUES ($1, $2, $3, $1)`,
        [id, `Categorie ${id}`, parent],
      );
    await db.query(
      `CREATE OR REPLACE FUNCTION riode_listing_stretch_step() RETURNS integer LANGUAGE sql STABLE AS 'SELECT ${STEP}'`,
    );
  });
  afterAll(async () => {
    await db.close();
  });

  it('reads every page of every scope and order as the plain query does, whatever was written', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 8 }), fc.nat(), async (writes, seed) => {
        for (const change of writes) await apply(db, change);
        for (const scope of SCOPES)
          for (const sort of SORTS) {
            const all = await expectedIds(db, scope, sort);
            // The first page, the end, one past it, and a page from a spot the seed picks.
            const starts = new Set([0, Math.max(0, all.length - 2), all.length, seed % (all.length + 1)]);
            for (const start of starts)
              expect(await pageAt(db, scope, sort, start, 4)).toEqual(all.slice(start, start + 4));
          }
        // No stretch holds more than twice the step, none is left empty but a scope's first,
        // and each scope and order's stretches hold all of its products.
        const { rows: stretches } = await db.query<{
          scope: number;
          sort: string;
          products: number;
          first: boolean;
        }>(`SELECT scope, sort, products, k_int = -4611686018427387904 AS first FROM listing_stretches`);
        for (const stretch of stretches) {
          expect(stretch.products).toBeLessThanOrEqual(2 * STEP);
          expect(stretch.products).toBeGreaterThanOrEqual(stretch.first ? 0 : 1);
        }
        for (const scope of SCOPES) {
          const products = (await expectedIds(db, scope, 'default')).length;
          for (const sort of SORTS) {
            const held = stretches
              .filter((s) => s.scope === scope && s.sort === sort)
              .reduce((sum, s) => sum + s.products, 0);
            expect({ scope, sort, held }).toEqual({ scope, sort, held: products });
          }
        }
      }),
      { numRuns: 12 },
    );
  });

  it('cuts the stretches again from the products after a load that bypassed the triggers', async () => {
    await apply(db, {
      kind: 'insert',
      products: Array.from({ length: 20 }, (_, i) => ({
        name: NAMES[i % NAMES.length] ?? 'Ab',
        category: LEAVES[i % LEAVES.length] ?? 11,
        price: i % 7 === 0 ? null : i % 4,
        createdAt: TIMES[i % TIMES.length] ?? '2024-01-01T00:00:00Z',
        approved: true,
      })),
    });
    await db.query('SELECT riode_rebuild_listing_stretches()');
    for (const scope of SCOPES)
      for (const sort of SORTS) {
        const all = await expectedIds(db, scope, sort);
        for (let start = 0; start <= all.length; start += 2)
          expect(await pageAt(db, scope, sort, start, 3)).toEqual(all.slice(start, start + 3));
      }
    const { rows } = await db.query<{ most: number; shop: number }>(
      `SELECT max(products)::int AS most, (count(*) FILTER (WHERE scope = 0 AND sort = 'default'))::int AS shop
       FROM listing_stretches`,
    );
    expect(rows[0]?.most).toBeLessThanOrEqual(2 * STEP);
    expect(rows[0]?.shop).toBeGreaterThanOrEqual(20 / (2 * STEP));
  });
});

// PGlite has one connection: no two transactions overlap there.
for (const { open } of databases.filter((database) => database.name === 'postgres'))
  describe('the kept stretches of the listing under concurrent writes on postgres', () => {
    let db: Database;
    beforeAll(async () => {
      db = await open();
      await db.query(
        `INSERT INTO categories (id, name, parent_category_id, position) VALUES (1, 'Top', 0, 1), (2, 'Andere top', 0, 2), (14, 'Blad', 1, 3), (21, 'Ander blad', 2, 4)`,
      );
      await db.query(
        `CREATE OR REPLACE FUNCTION riode_listing_stretch_step() RETURNS integer LANGUAGE sql STABLE AS 'SELECT ${STEP}'`,
      );
    });
    afterAll(async () => {
      await db.close();
    });

    it('counts a product in the stretch it falls in when another transaction has just split it', async () => {
      // Products that come last in every order (name, age, no price, id), so that no write below
      // touches a scope's first stretch, which a concurrent insert would wait for anyway. The two
      // transactions write to categories of different top categories, so they share only the
      // whole shop's stretches (and no kept count or word of a category, whose rows would make the
      // second wait for the first before it reached the stretches).
      const add = (tx: Pick<Database, 'query'>, category: number, count: number, createdAt: string) =>
        tx.query(
          `INSERT INTO products (name, category_id, price_cents, created_at)
           SELECT 'Zzz', $1, NULL, $2::timestamptz FROM generate_series(1, $3)`,
          [category, createdAt, count],
        );
      // Two stretches in each scope and order: the first STEP products, then the rest.
      await add(db, 14, 2 * STEP + 2, '2000-01-03T00:00:00Z');
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let splitDone = () => {};
      const split = new Promise<void>((resolve) => {
        splitDone = resolve;
      });
      // The first transaction's products grow the last stretch past twice the step: it is split.
      const first = db.transaction(async (tx) => {
        await add(tx, 14, 2, '2000-01-02T00:00:00Z');
        splitDone();
        await held;
      });
      await split;
      // The second adds a product past the split before the first commits: it waits for the
      // first, then counts its product in the stretch the split made.
      const second = db.transaction(async (tx) => {
        const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        const adding = add(tx, 21, 1, '2000-01-01T00:00:00Z');
        for (;;) {
          const waiting = await db.query<{ lock: boolean }>(
            `SELECT wait_event_type = 'Lock' AS lock FROM pg_stat_activity WHERE pid = $1`,
            [rows[0]?.pid],
          );
          if (waiting.rows[0]?.lock) break;
          await new Promise((resolve) => setImmediate(resolve));
        }
        release();
        await adding;
      });
      await Promise.all([first, second]);
      for (const scope of [0, 1, 2, 14, 21])
        for (const sort of SORTS) {
          const all = await expectedIds(db, scope, sort);
          expect(all.length).toBeGreaterThan(0);
          for (let start = 0; start <= all.length; start++)
            expect(await pageAt(db, scope, sort, start, 2)).toEqual(all.slice(start, start + 2));
        }
    });
  });
