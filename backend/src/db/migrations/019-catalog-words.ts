import { nameWords } from '../../catalog/queries/name-words';
import type { Migration } from './index';
import { namesWordsFunctions, productsChangeTriggers } from './kept-by-triggers';

/**
 * catalog_words: per category, how many approved products have each word in their name (the
 * name lowered and split at spaces; a product counts once per word). The listing reads it to
 * know, before any statement, when a search matches nothing or more than the count's cap, and
 * roughly how many it matches (catalog/queries/kept-words.ts, docs/catalog-queries.md).
 *
 * Kept by statement triggers with transition tables, as catalog_counts is (migration 014): a
 * statement adds what it changed as one grouped upsert, in key order so two writers lock rows
 * in the same order. An update counts only the rows whose name, category or approval changed,
 * so a stock or price change costs a comparison per row. A word's row goes down to 0 and stays
 * (no per-statement sweep of the table); readers skip rows of 0.
 */

/** The words of `source`'s approved rows, each once per product, with `delta` (and `extra` columns of `r`: migration 028). */
export const wordRows = (source: string, delta: number, extra = '') =>
  `SELECT r.category_id, w.word, ${delta} AS delta${extra} FROM ${source} r
   CROSS JOIN LATERAL (SELECT DISTINCT t AS word FROM unnest(${nameWords('r.name')}) t WHERE t <> '') w
   WHERE r.approved`;

function addWords(rows: string): string {
  return `INSERT INTO catalog_words AS c (category_id, word, products)
         SELECT category_id, word, sum(delta)::int FROM (${rows}) d
         GROUP BY category_id, word HAVING sum(delta) <> 0 ORDER BY category_id, word
         ON CONFLICT (category_id, word) DO UPDATE SET products = c.products + EXCLUDED.products`;
}

const [wordsChanged, rebuildWords] = namesWordsFunctions('CREATE', 'catalog_words', addWords, wordRows);

export const catalogWordsMigration: Migration = {
  id: '019-catalog-words',
  statements: [
    `CREATE TABLE catalog_words (
      category_id integer NOT NULL,
      word text NOT NULL,
      products integer NOT NULL,
      PRIMARY KEY (category_id, word)
    )`,
    wordsChanged,
    ...productsChangeTriggers('words', 'riode_catalog_words_changed'),
    rebuildWords,
    `SELECT riode_rebuild_catalog_words()`,
  ],
};
