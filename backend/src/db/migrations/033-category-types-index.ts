import type { Migration } from './index';

/**
 * The categories' products by type (and brand), carrying every column the listing's filters and
 * orders read, as the categories' facets index (migration 023) does. A type is that index's fourth
 * column, after the colour and the size, so a listing filtered on a type without a colour read
 * every entry of its categories to find the type's: a type in a top category sorted by name at a
 * million products, 8 308 buffers and 64 ms, with two types 5 864 buffers and 252 ms; a type and
 * a brand in a leaf counted in 8.7 ms. Here the type's entries of each category come next to each
 * other (and a brand's within them), so only those are read. The planner takes whichever of the
 * two indexes names more of the filters (the colour's or the type's); every filter is tested in
 * the index's entries either way.
 *
 * The browsing mix at a million products (catalog/queries/list-products.ts, 15 s at 10
 * connections, the same URLs on the same database without and with this index): PostgreSQL's CPU
 * per request 2.34 → 2.14 ms and 2.30 → 2.14 ms in a second run, p99 64 → 51 and 63 → 55 ms; the
 * execution of the sorted and walked pages' statements 9.4 → 6.5 s. 134 MB at a million products
 * (docs/catalog-queries.md).
 */
export const categoryTypesIndexMigration: Migration = {
  id: '033-category-types-index',
  statements: [
    `CREATE INDEX products_shown_category_types_idx ON products
       (category_id, lower(type), brand_id, listed_price_cents, listed_until)
       INCLUDE (id, created_at, name, color, size, type) WHERE approved`,
  ],
  // Index-only reads need the table's pages marked all-visible.
  afterwards: ['VACUUM ANALYZE products'],
};
