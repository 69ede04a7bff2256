import type { Migration } from './index';

/**
 * Indexes for the listing at 100 000 products. The shop only shows approved products, so they
 * are partial (WHERE approved) and small: counting a category is an index-only scan, and each
 * filter of the listing (colour, size, type, brand, all compared case-insensitively) finds its
 * rows within the category without reading the rest. The plain column is INCLUDEd because
 * PostgreSQL answers from an expression index alone (an index-only count) only when the
 * column under the expression is in the index too.
 */
export const catalogExtrasMigration: Migration = {
  id: '004-catalog-extras',
  statements: [
    `CREATE INDEX products_shown_category_idx ON products (category_id, id) WHERE approved`,
    `CREATE INDEX products_shown_color_idx ON products (lower(color), category_id) INCLUDE (color) WHERE approved`,
    `CREATE INDEX products_shown_size_idx ON products (lower(size), category_id) INCLUDE (size) WHERE approved`,
    `CREATE INDEX products_shown_type_idx ON products (lower(type), category_id) INCLUDE (type) WHERE approved`,
    `CREATE INDEX products_shown_brand_idx ON products (brand_id, category_id) WHERE approved`,
  ],
};
