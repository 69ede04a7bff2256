import type { Migration } from './index';

/**
 * The trigram indexes over products' names (migrations 007 and 014) serve no query any more: a
 * search finds its matches from the name words' index (migration 020), and the walk down an order
 * tests the names of the products it reads, which no index can help with. They cost every write
 * of a product and 144 MB at a million products. IF EXISTS: without pg_trgm they were never made.
 * The trigram index over catalog_words (migration 020) stays: it finds the catalogue's words that
 * contain a search word.
 */
export const dropNameTrigramsMigration: Migration = {
  id: '022-drop-name-trigrams',
  statements: [
    'DROP INDEX IF EXISTS products_shown_name_trgm_idx',
    'DROP INDEX IF EXISTS products_shown_category_name_trgm_idx',
  ],
};
