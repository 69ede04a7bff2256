import { nameWords } from '../../catalog/queries/name-words';
import { changedOf } from './019-catalog-words';
import type { Migration } from './index';

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
    `CREATE FUNCTION riode_catalog_word_pairs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'TRUNCATE' THEN
         DELETE FROM catalog_word_pairs;
       ELSIF TG_OP = 'INSERT' THEN
         ${addPairs(pairRows('new_rows', 1))};
       ELSIF TG_OP = 'DELETE' THEN
         ${addPairs(pairRows('old_rows', -1))};
       ELSE
         ${addPairs(
           `${pairRows(changedOf('new_rows', 'old_rows'), 1)} UNION ALL ${pairRows(changedOf('old_rows', 'new_rows'), -1)}`,
         )};
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER products_word_pairs_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION riode_catalog_word_pairs_changed()`,
    `CREATE TRIGGER products_word_pairs_updated AFTER UPDATE ON products
     REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION riode_catalog_word_pairs_changed()`,
    `CREATE TRIGGER products_word_pairs_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION riode_catalog_word_pairs_changed()`,
    `CREATE TRIGGER products_word_pairs_truncated AFTER TRUNCATE ON products
     FOR EACH STATEMENT EXECUTE FUNCTION riode_catalog_word_pairs_changed()`,
    `CREATE FUNCTION riode_rebuild_catalog_word_pairs() RETURNS void LANGUAGE plpgsql AS $$
     BEGIN
       DELETE FROM catalog_word_pairs;
       ${addPairs(pairRows('products', 1))};
     END $$`,
    `SELECT riode_rebuild_catalog_word_pairs()`,
  ],
};
