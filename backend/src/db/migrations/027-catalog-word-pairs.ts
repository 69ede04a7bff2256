import { nameWords } from '../../catalog/queries/name-words';
import type { Migration } from './index';
import { namesWordsFunctions, productsChangeTriggers } from './kept-by-triggers';

/**
 * catalog_word_pairs: per category, how many approved products have both of two words in their
 * name (split as catalog_words splits it, migration 019; each pair once per product, its words in
 * code-point order). A search of two words each inside a different word of the names ("xl
 * katoen", "bad wit") has at least as many matches as the products with one such pair of words,
 * so the process knows, before any statement, when it matches more than the count's cap
 * (catalog/queries/word-tallies.ts): without it, the first statement found up to 1 001 matches
 * to count them, from the name words' index and a table row each (1 380 buffers for "xl katoen"
 * at a million products). Kept as catalog_words is: statement triggers with transition tables,
 * one grouped upsert in key order per statement; an update counts only rows whose name, category
 * or approval changed; a pair's row goes down to 0 and stays.
 */

/** The pairs of distinct words of `source`'s approved rows, each once per product, with `delta`. */
const pairRows = (source: string, delta: number) =>
  `SELECT r.category_id, a.word AS first, b.word AS second, ${delta} AS delta FROM ${source} r
   CROSS JOIN LATERAL (SELECT DISTINCT t AS word FROM unnest(${nameWords('r.name')}) t WHERE t <> '') a
   CROSS JOIN LATERAL (SELECT DISTINCT t AS word FROM unnest(${nameWords('r.name')}) t WHERE t <> '') b
   WHERE r.approved AND a.word COLLATE "C" < b.word COLLATE "C"`;

function addPairs(rows: string): string {
  return `INSERT INTO catalog_word_pairs AS c (category_id, first, second, products)
         SELECT category_id, first, second, sum(delta)::int FROM (${rows}) d
         GROUP BY category_id, first, second HAVING sum(delta) <> 0 ORDER BY category_id, first, second
         ON CONFLICT (category_id, first, second) DO UPDATE SET products = c.products + EXCLUDED.products`;
}

const [pairsChanged, rebuildPairs] = namesWordsFunctions('CREATE', 'catalog_word_pairs', addPairs, pairRows);

export const catalogWordPairsMigration: Migration = {
  id: '027-catalog-word-pairs',
  statements: [
    `CREATE TABLE catalog_word_pairs (
      category_id integer NOT NULL,
      first text NOT NULL,
      second text NOT NULL,
      products integer NOT NULL,
      PRIMARY KEY (category_id, first, second)
    )`,
    pairsChanged,
    ...productsChangeTriggers('word_pairs', 'riode_catalog_word_pairs_changed'),
    rebuildPairs,
    `SELECT riode_rebuild_catalog_word_pairs()`,
  ],
};
