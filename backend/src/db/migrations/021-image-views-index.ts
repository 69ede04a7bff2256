import type { Migration } from './index';

/**
 * Every listing reads each shown product's image views in display order (PRODUCT_VIEWS in
 * catalog/queries/product-row.ts): 25 look-ups a page. Migration 001's index (product_id,
 * position) found the rows, then each was read from the table and sorted on (position, id). This
 * one holds the whole order and the view, so each look-up is read from the index alone, already
 * in order: a page's execution 0.205 → 0.17 ms at 100 000 products, 101 → 76 buffers. It starts
 * with the same columns, so it serves everything the old one did, which goes.
 */
export const imageViewsIndexMigration: Migration = {
  id: '021-image-views-index',
  statements: [
    'CREATE INDEX product_images_views_idx ON product_images (product_id, position, id) INCLUDE (view_type)',
    'DROP INDEX product_images_product_idx',
  ],
  // Index-only reads need the table's pages marked all-visible.
  afterwards: ['VACUUM ANALYZE product_images'],
};
