import type { Migration } from './index';

/**
 * The whole shop's name order (migration 017) carries every column a filtered walk tests, as its
 * price orders do (migration 034): a listing of the whole shop filtered by a colour, a size, a
 * type, a brand, a price or the sale, by name, walks the order in the index alone
 * (catalog/queries/list-products.ts, walkedPage, orderIndexCovers). Names cluster by kind of
 * product, and so by category, so such walks go far: at a million products the 275th product of
 * the commonest brand is the 16 014th name, and of the commonest type the 16 037th, each a table
 * row read where the table's order is not the names' (58-109 ms for page 11, 51 413 buffers for
 * a colour and a size). By number the walk's rows come a page of the table at a time. The
 * shop's order by date is left narrow: its filtered walks still read a table row per product.
 */
export const shopNameCarriesFiltersMigration: Migration = {
  id: '035-shop-name-carries-filters',
  statements: [
    'DROP INDEX products_shown_name_idx',
    `CREATE INDEX products_shown_name_idx ON products (lower(name) COLLATE "C", id)
       INCLUDE (name, color, size, type, brand_id, listed_price_cents, listed_until) WHERE approved`,
  ],
  // Index-only reads need the table's pages marked all-visible.
  afterwards: ['VACUUM ANALYZE products'],
};
