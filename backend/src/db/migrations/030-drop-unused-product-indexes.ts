import type { Migration } from './index';

/**
 * Three of the first catalogue's indexes (migration 001) that no query reads any more, each
 * scanned 0 times in the bench's mixes at 100 000 and a million products (pg_stat_user_indexes):
 * the price as entered (the listing sorts and filters by the price that holds now,
 * listed_price_cents, migration 014), the sale flag (the sale filter reads the facets' and the
 * offers' indexes, migrations 023 and 025) and lower(name) with text_pattern_ops (it serves only
 * prefixes; the operators' product search looks for a part of the name, and the shop's search
 * reads the name words' index, migration 020). Every product's write kept them (44 MB at a
 * million products), and every plan of a statement over products weighed them: the planner
 * reads the size of each index on a table it plans for, on every plan.
 */
export const dropUnusedProductIndexesMigration: Migration = {
  id: '030-drop-unused-product-indexes',
  statements: [
    'DROP INDEX IF EXISTS products_price_idx',
    'DROP INDEX IF EXISTS products_sale_idx',
    'DROP INDEX IF EXISTS products_lower_name_idx',
  ],
};
