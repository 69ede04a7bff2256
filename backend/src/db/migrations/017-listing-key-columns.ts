import type { Migration } from './index';

/**
 * A deep page answered from an index alone. PostgreSQL reads a page from an index alone (an
 * index-only scan: no table row read for each product skipped) only when every column the query
 * names is in the index, and for an index on an expression it counts the expression's column as
 * needed too. So a deep page of a top-level category (migration 014's indexes on category_path[1]
 * and [2]) or of any listing by name (on lower(name)) read every skipped product from the table:
 * page 2 210 of a top-level category by name took 250-550 ms at a million products
 * (docs/catalog-queries.md). Now:
 *
 * - a product's top-level and second-level category are columns of their own, stored generated
 *   columns that the database keeps on every write (after the BEFORE trigger that sets the path),
 *   and those scopes' indexes lead with them;
 * - the name order's indexes carry the name itself (INCLUDE), so the order's expression can be
 *   read from them. A stored lower(name) column would have served as well, but widened every row
 *   of the table by a tenth, which every other read of the table pays.
 */
const ORDERS: Record<string, { keys: string; carries?: string }> = {
  id: { keys: 'id' },
  price_asc: { keys: 'listed_price_cents ASC NULLS LAST, id' },
  price_desc: { keys: 'listed_price_cents DESC NULLS LAST, id' },
  name: { keys: '(lower(name) COLLATE "C"), id', carries: 'name' },
  newest: { keys: 'created_at DESC, id DESC' },
};

/** The scopes' leading columns. */
const SCOPES: Record<string, string> = {
  top_: 'top_category_id, ',
  second_: 'second_category_id, ',
  category_: 'category_id, ',
  '': '',
};

/** The indexes that change: every order of the two path scopes, and the name order of the others. */
function orderIndexes(): string[] {
  return Object.entries(ORDERS).flatMap(([name, { keys, carries }]) =>
    Object.entries(SCOPES)
      .filter(([scope]) => scope === 'top_' || scope === 'second_' || name === 'name')
      .flatMap(([scope, leading]) => [
        `DROP INDEX products_shown_${scope}${name}_idx`,
        `CREATE INDEX products_shown_${scope}${name}_idx ON products (${leading}${keys})` +
          `${carries ? ` INCLUDE (${carries})` : ''} WHERE approved`,
      ]),
  );
}

export const listingKeyColumnsMigration: Migration = {
  id: '017-listing-key-columns',
  statements: [
    `ALTER TABLE products
       ADD COLUMN top_category_id integer GENERATED ALWAYS AS (category_path[1]) STORED,
       ADD COLUMN second_category_id integer GENERATED ALWAYS AS (category_path[2]) STORED`,
    ...orderIndexes(),
    // Plain columns have the planner's figures of their own.
    `DROP STATISTICS products_category_top_stats`,
    `DROP STATISTICS products_category_second_stats`,
    // An index-only scan reads the table after all for a page of it not marked all-visible, which
    // every write unmarks until VACUUM marks it again: at the default of 20 % of the rows changed,
    // a million products would wait for 200 000 stock changes. (PGlite has no autovacuum; the
    // seed vacuums.)
    `ALTER TABLE products SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01)`,
  ],
  // The new columns rewrote the table, which leaves no page marked all-visible.
  afterwards: ['VACUUM ANALYZE products'],
};
