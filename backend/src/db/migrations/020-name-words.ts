import { nameWords } from '../../catalog/queries/name-words';
import type { Migration } from './index';

/**
 * A search's matches found from the words of the names (catalog/queries/name-words.ts): a GIN
 * index over the lowered name split at spaces, and a trigram index over catalog_words (migration
 * 019) to find the catalogue's words that contain a search word.
 */
export const nameWordsMigration: Migration = {
  id: '020-name-words',
  statements: [
    `CREATE INDEX products_shown_name_words_idx ON products USING gin (${nameWords('name')}) WHERE approved`,
    // Named with pg_trgm's schema, as migration 007 does; without pg_trgm the words are read whole.
    `DO $$
     BEGIN
       EXECUTE format(
         'CREATE INDEX catalog_words_word_trgm_idx ON catalog_words USING gin (word %I.gin_trgm_ops)',
         (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'));
     EXCEPTION WHEN OTHERS THEN
       RAISE WARNING 'no trigram index over the catalogue''s words (%): a search reads them all', SQLERRM;
     END $$`,
  ],
  afterwards: ['ANALYZE products, catalog_words'],
};
