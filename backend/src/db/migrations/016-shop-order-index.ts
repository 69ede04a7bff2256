import type { Migration } from './index';

/**
 * The whole shop in its default order walked the primary key, which holds every product, so each
 * skipped row was read from the table to see whether it is approved: page 19 600 read 26 660
 * buffers at a million products. An index of the approved ids alone answers the page from the
 * index (1 342 buffers), like the other orders' indexes of migration 014.
 */
export const shopOrderIndexMigration: Migration = {
  id: '016-shop-order-index',
  statements: ['CREATE INDEX products_shown_id_idx ON products (id) WHERE approved'],
};
