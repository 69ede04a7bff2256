import { wordRows } from './019-catalog-words';
import type { Migration } from './index';
import { namesWordsFunctions } from './kept-by-triggers';

/**
 * catalog_words.first_name: per category and word, a name at or before the first, in the
 * listing's name order (lower(name) COLLATE "C"), of the category's approved products whose name
 * has the word. A search by name walks the name order from there (catalog/queries/name-words.ts
 * firstNameOf): a word that begins the names it is in ("luxe", "premium") has its first match
 * past half a million names of a million, beyond any walk's budget from the start, so its tens of
 * thousands of matches were sorted (0.2 s and more for a page).
 *
 * A bound, kept by the same statement triggers as the counts: lowered when a product gets the word
 * with a name before it (inserted, renamed, approved, moved to the category), never raised by a
 * change (a product that loses the word or its place leaves it as it was, still at or before the
 * first), and set exact by the rebuild (catalog_counts' rebuild, and this migration). A rename
 * that keeps the name's words changes no count, so such a row is written too when it adds a name.
 */
const namedWordRows = (source: string, delta: number) =>
  wordRows(source, delta, `, lower(r.name) COLLATE "C" AS name_key`);

function addNamedWords(rows: string): string {
  return `INSERT INTO catalog_words AS c (category_id, word, products, first_name)
         SELECT category_id, word, sum(delta)::int, min(name_key) FILTER (WHERE delta > 0) FROM (${rows}) d
         GROUP BY category_id, word HAVING sum(delta) <> 0 OR bool_or(delta > 0) ORDER BY category_id, word
         ON CONFLICT (category_id, word) DO UPDATE SET products = c.products + EXCLUDED.products,
           first_name = least(c.first_name, EXCLUDED.first_name)`;
}

export const wordFirstNamesMigration: Migration = {
  id: '028-word-first-names',
  statements: [
    `ALTER TABLE catalog_words ADD COLUMN first_name text COLLATE "C"`,
    ...namesWordsFunctions('CREATE OR REPLACE', 'catalog_words', addNamedWords, namedWordRows),
    `SELECT riode_rebuild_catalog_words()`,
  ],
  // The rebuild wrote every row again: without the rewrite the table keeps twice its pages, and
  // a search that reads the catalogue's words whole reads them all (catalog-seed's note).
  afterwards: ['VACUUM (FULL, ANALYZE) catalog_words'],
};
