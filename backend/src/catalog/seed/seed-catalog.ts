import type { Database, Queryable } from '../../db/database';
import { setIndexesAside } from './bulk-load';
import { SEED_CATEGORIES } from './categories';
import { generateProduct, type SeedProduct } from './generate-product';
import { KINDS } from './kinds';

/** Rows per INSERT: each column travels as one array parameter, so a batch is ~20 parameters. */
const BATCH = 5000;
/** Keeps two server instances starting on one empty PostgreSQL from seeding twice. */
const SEED_LOCK = 727275;
/**
 * From how many new products a seed is a bulk load (bulk-load.ts): indexes built once after the
 * rows rather than kept up to date row by row. Only when the load at least doubles the catalogue,
 * since the shop's readers wait for the load's commit meanwhile.
 */
export const BULK_LOAD_FROM = 50_000;

export interface SeedReport {
  added: number;
  total: number;
}

async function insertCategories(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO categories (id, name, parent_category_id, position)
     SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::int[])
     ON CONFLICT (id) DO NOTHING`,
    [
      SEED_CATEGORIES.map((c) => c.id),
      SEED_CATEGORIES.map((c) => c.name),
      SEED_CATEGORIES.map((c) => c.parentCategoryId),
      SEED_CATEGORIES.map((c) => c.position),
    ],
  );
}

/** Brand name → id, creating the seed's brands that are missing. */
async function insertBrands(tx: Queryable): Promise<Map<string, number>> {
  const names = [...new Set(Object.values(KINDS).flatMap((kind) => kind.brands))].sort();
  await tx.query(`INSERT INTO brands (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`, [
    names,
  ]);
  const { rows } = await tx.query<{ id: number; name: string }>(
    'SELECT id, name FROM brands WHERE name = ANY($1::text[])',
    [names],
  );
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function insertProducts(
  tx: Queryable,
  products: SeedProduct[],
  brandIds: Map<string, number>,
): Promise<void> {
  const column = <T>(pick: (product: SeedProduct) => T) => products.map(pick);
  await tx.query(
    `INSERT INTO products (id, name, description, category_id, brand_id, price_cents, old_price_cents, stock, color,
       size, type, condition, final_product_status, approved, is_sale, offer_end_date, b2b_discount_flag,
       b2b_discount_percent, created_at, updated_at, image_views)
     SELECT id, name, description, category_id, brand_id, price_cents, old_price_cents, stock, color, size, type,
       condition, CASE WHEN approved THEN 'approved' ELSE 'pending' END, approved, is_sale, offer_end_date,
       b2b_discount_flag, b2b_discount_percent, created_at, created_at, string_to_array(views, ' ')
     FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::text[],
       $10::text[], $11::text[], $12::text[], $13::boolean[], $14::boolean[], $15::timestamptz[], $16::boolean[],
       $17::smallint[], $18::timestamptz[], $19::text[])
       AS t(id, name, description, category_id, brand_id, price_cents, old_price_cents, stock, color, size, type,
         condition, approved, is_sale, offer_end_date, b2b_discount_flag, b2b_discount_percent, created_at, views)`,
    [
      column((p) => p.id),
      column((p) => p.name),
      column((p) => p.description),
      column((p) => p.categoryId),
      column((p) => brandIds.get(p.brand) ?? null),
      column((p) => p.priceCents),
      column((p) => p.oldPriceCents),
      column((p) => p.stock),
      column((p) => p.color),
      column((p) => p.size),
      column((p) => p.type),
      column((p) => p.condition),
      column((p) => p.approved),
      column((p) => p.isSale),
      column((p) => p.offerEndDate?.toISOString() ?? null),
      column((p) => p.b2bDiscountFlag),
      column((p) => p.b2bDiscountPercent),
      column((p) => p.createdAt.toISOString()),
      // The image views, as products.image_views keeps them (migration 031), written with the
      // product so that the images' insert below finds them current and writes no product again.
      // One text per product (an array of arrays cannot be unnested by row): the seed's view
      // names (kinds.ts) are single words.
      column((p) => p.views.join(' ')),
    ],
  );
  const images = products.flatMap((p) => p.views.map((view, position) => ({ id: p.id, view, position })));
  await tx.query(
    `INSERT INTO product_images (product_id, view_type, position) SELECT * FROM unnest($1::int[], $2::text[], $3::int[])`,
    [images.map((i) => i.id), images.map((i) => i.view), images.map((i) => i.position)],
  );
}

/**
 * The statement trigger that keeps the listing's stretches on each insert (migration 029): off
 * during a bulk load, whose batches would split stretches by walking the orders' indexes that the
 * load has set aside; the stretches are cut once after it (afterBulkLoad).
 */
const STRETCHES_ON_INSERT = 'products_listing_stretches_inserted';

/**
 * What follows a bulk load, once, inside its transaction: the indexes set aside are built again
 * and the listing's stretches are cut from the new rows. This is the one place where derived
 * catalogue data (columns or tables the catalogue queries keep from the products, which the
 * database does not maintain by itself) is refreshed after a load.
 */
async function afterBulkLoad(tx: Queryable, rebuildIndexes: () => Promise<void>): Promise<void> {
  await rebuildIndexes();
  await tx.query(`ALTER TABLE products ENABLE TRIGGER ${STRETCHES_ON_INSERT}`);
  await tx.query('SELECT riode_rebuild_listing_stretches()');
}

export interface SeedOptions {
  /** The moment dates are relative to (offer ends, creation dates). */
  now?: Date;
  /** New products from which the load is a bulk load (default BULK_LOAD_FROM). */
  bulkLoadFrom?: number;
}

/**
 * Brings the catalogue up to `target` products: the category tree and brands first (existing
 * rows are kept), then generated products after the highest id in use. It never deletes, so it
 * is safe on a shop with orders; run it on an empty database for the pristine seed catalogue.
 */
export async function seedCatalog(
  db: Database,
  target: number,
  options: SeedOptions = {},
): Promise<SeedReport> {
  const report = await insertSeed(db, target, options);
  // Planner statistics and the visibility map for index-only counts: PGlite runs no autovacuum,
  // and without them the first queries on a freshly loaded catalogue pick poor plans. The kept
  // counts, words, pairs of words and the listing's stretches are rewritten whole (VACUUM FULL; a
  // few thousand rows each, tens of thousands of pairs, so at once): each
  // batch of the load rewrote all of their rows, and a plain VACUUM leaves the table as large as
  // that made it. After a million products catalog_words held its 2 040 rows in 2 348 pages,
  // which every search that reads the catalogue's words read whole (1.5 ms), and
  // catalog_word_pairs its 37 416 rows in 246 MB, which each process read whole to keep the pairs
  // (0.4 s).
  if (report.added > 0) {
    await db.exec('VACUUM ANALYZE products, product_images');
    await db.exec(
      'VACUUM (FULL, ANALYZE) catalog_counts, catalog_words, catalog_word_pairs, listing_stretches',
    );
  }
  return report;
}

/**
 * Writes products first+1 … first+count in batches. Each batch is generated while the previous
 * one is being written: on PostgreSQL the generator (this process) and the insert (the database's)
 * then use a core each.
 */
async function insertGenerated(
  tx: Queryable,
  first: number,
  count: number,
  now: Date,
  brandIds: Map<string, number>,
): Promise<void> {
  let writing: Promise<void> = Promise.resolve();
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    const batch = Array.from({ length: size }, (_, i) => generateProduct(first + done + i + 1, now));
    await writing;
    writing = insertProducts(tx, batch, brandIds);
  }
  await writing;
}

function insertSeed(db: Database, target: number, options: SeedOptions): Promise<SeedReport> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await insertCategories(tx);
    const brandIds = await insertBrands(tx);
    const { rows } = await tx.query<{ count: number; max: number }>(
      'SELECT count(*)::int AS count, coalesce(max(id), 0)::int AS max FROM products',
    );
    const { count, max } = rows[0] ?? { count: 0, max: 0 };
    const missing = Math.max(0, target - count);
    const bulk = missing >= (options.bulkLoadFrom ?? BULK_LOAD_FROM) && missing >= count;
    if (bulk && db.kind === 'postgres') {
      // Memory for the index builds after the load (sorts in memory rather than on disk). Not on
      // PGlite, whose WebAssembly memory would keep it.
      await tx.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    }
    const rebuildIndexes = bulk ? await setIndexesAside(tx) : undefined;
    if (bulk) await tx.query(`ALTER TABLE products DISABLE TRIGGER ${STRETCHES_ON_INSERT}`);
    await insertGenerated(tx, max, missing, now, brandIds);
    if (rebuildIndexes) await afterBulkLoad(tx, rebuildIndexes);
    if (missing > 0) {
      // Explicit ids leave the serial behind; the next product created by import must not collide.
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`,
      );
    }
    return { added: missing, total: count + missing };
  });
}

/** The start-up rule: a shop whose products table is empty gets the seed catalogue. */
export async function seedIfEmpty(db: Database, target: number): Promise<SeedReport | undefined> {
  if (target <= 0) return undefined;
  const { rows } = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM products) AS any');
  if (rows[0]?.any) return undefined;
  return seedCatalog(db, target);
}
