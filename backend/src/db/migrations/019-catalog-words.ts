import { nameWords } from '../../catalog/queries/name-words';
import type { Migration } from './index';

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

/** The rows of `rows` that `other` has no identical copy of, in what the words depend on (also migration 027). */
export const changedOf = (rows: string, other: string) =>
  `(SELECT * FROM ${rows} r WHERE NOT EXISTS (SELECT FROM ${other} o WHERE o.id = r.id AND o.name = r.name
     AND o.category_id = r.category_id AND o.approved = r.approved))`;

function addWords(rows: string): string {
  return `INSERT INTO catalog_words AS c (category_id, word, products)
         SELECT category_id, word, sum(delta)::int FROM (${rows}) d
         GROUP BY category_id, word HAVING sum(delta) <> 0 ORDER BY category_id, word
         ON CONFLICT (category_id, word) DO UPDATE SET products = c.products + EXCLUDED.products`;
}

/**
 * The trigger function that keeps catalog_words, and the function that rebuilds it, with `add`
 * writing the rows `rowsOf` answers (migration 028 keeps a column more).
 */
export const catalogWordsFunctions = (
  create: 'CREATE' | 'CREATE OR REPLACE',
  add: (rows: string) => string,
  rowsOf: (source: string, delta: number) => string,
): string[] => [
  `${create} FUNCTION riode_catalog_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'TRUNCATE' THEN
         DELETE FROM catalog_words;
       ELSIF TG_OP = 'INSERT' THEN
         ${add(rowsOf('new_rows', 1))};
       ELSIF TG_OP = 'DELETE' THEN
         ${add(rowsOf('old_rows', -1))};
       ELSE
         ${add(`${rowsOf(changedOf('new_rows', 'old_rows'), 1)} UNION ALL ${rowsOf(changedOf('old_rows', 'new_rows'), -1)}`)};
       END IF;
       RETURN NULL;
     END $$`,
  `${create} FUNCTION riode_rebuild_catalog_words() RETURNS void LANGUAGE plpgsql AS $$
     BEGIN
       DELETE FROM catalog_words;
       ${add(rowsOf('products', 1))};
     END $$`,
];

const [wordsChanged, rebuildWords] = catalogWordsFunctions('CREATE', addWords, wordRows);

export const catalogWordsMigration: Migration = {
  id: '019-catalog-words',
  statements: [
    `CREATE TABLE catalog_words (
      category_id integer NOT NULL,
      word text NOT NULL,
      products integer NOT NULL,
      PRIMARY KEY (category_id, word)
    )`,
    wordsChanged!,
    `CREATE TRIGGER products_words_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION riode_catalog_words_changed()`,
    `CREATE TRIGGER products_words_updated AFTER UPDATE ON products
     REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION riode_catalog_words_changed()`,
    `CREATE TRIGGER products_words_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION riode_catalog_words_changed()`,
    `CREATE TRIGGER products_words_truncated AFTER TRUNCATE ON products
     FOR EACH STATEMENT EXECUTE FUNCTION riode_catalog_words_changed()`,
    rebuildWords!,
    `SELECT riode_rebuild_catalog_words()`,
  ],
};
