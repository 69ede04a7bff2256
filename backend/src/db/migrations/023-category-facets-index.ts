import { facetTags } from '../../catalog/queries/facet-tags';
import type { Migration } from './index';

/**
 * A listing filtered within a category (catalog/queries/list-products.ts) finds its matches from
 * this index: the category, then each facet lowered as the filters compare it, the brand, the
 * listed price and the offer's end. Every filter is a condition on the index's own entries,
 * whichever filters are asked (a facet not asked is passed over in the index), and a parent
 * category is its categories' entries in turn. Before, a colour and a size within a category were found from the
 * shop-wide facet tags (migration 018) and the table read for each to keep the category's (a
 * colour and a brand in a leaf of 2 500 products at 100 000: 2 215 pages for 838 matches), or from
 * one facet's (value, category) index with the table read to test the other (sand and 240x260
 * in a leaf of 25 000 at a million: 7 700 pages, 40 ms; from this index, 506 pages, 2.2 ms).
 *
 * It carries the columns the orders sort on, and the facets as stored (PostgreSQL reads an
 * expression's columns, not the expression, from an index), so finding, counting and sorting the
 * matches reads the index alone: the table is read for the page's rows only. Sorting the 36 498
 * products of one size in a top category by price at a million products: from the size's
 * (value, category) index and the table 104 ms (25 562 pages); from this index 23 ms. 151 MB at a
 * million products.
 *
 * It replaces migration 004's (value, category) index of each facet: with those, the planner
 * took one facet's, whose products it underestimated, and read the table for every product of
 * the value to test the rest (two sizes in a top category at a million products, sorted by
 * price: 20 374 products read, 16 700 pages, 74 ms). A listing of the whole shop finds a facet's
 * products from the facet tags (migration 018) instead.
 *
 * The statistics on the facet tags' expression let the planner estimate a tag condition, for a
 * listing of the whole shop: those of the index itself are not used, the index being partial, so
 * it guessed 1 in 200 for any tag (25 products where 21 808 matched).
 */
export const categoryFacetsIndexMigration: Migration = {
  id: '023-category-facets-index',
  statements: [
    `CREATE INDEX products_shown_category_facets_idx ON products
       (category_id, lower(color), lower(size), lower(type), brand_id, listed_price_cents, listed_until)
       INCLUDE (id, created_at, name, color, size, type) WHERE approved`,
    // Migration 004's (value, category) indexes, one per facet: this one finds what they found,
    // and with them the planner took one facet's and read the table to test the others.
    'DROP INDEX products_shown_color_idx, products_shown_size_idx, products_shown_type_idx, products_shown_brand_idx',
    `CREATE STATISTICS products_facet_tags_stats ON (${facetTags()}) FROM products`,
  ],
  // Index-only reads need the table's pages marked all-visible; the statistics need an ANALYZE.
  afterwards: ['VACUUM ANALYZE products'],
};
