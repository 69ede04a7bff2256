import type { Migration } from './index';

/**
 * The search box matches every word anywhere in a product's name (lower(name) LIKE '%word%'),
 * which no B-tree can serve: at 100 000 products each search and each suggestion read the whole
 * table. A trigram index (pg_trgm, part of PostgreSQL's contrib and of PGlite) finds the names
 * that contain a word from the index. The extension goes into the public schema, where every
 * schema of the database can use it, and the operator class is named with that schema. Where the
 * extension cannot be created (no pg_trgm on the server, or a role without the right), the
 * migration leaves the search as it was, unindexed but correct, with a warning in PostgreSQL's
 * log.
 */
export const productNameSearchMigration: Migration = {
  id: '007-product-name-search',
  statements: [
    `DO $$
     DECLARE
       home text;
     BEGIN
       BEGIN
         CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
       EXCEPTION WHEN OTHERS THEN
         RAISE WARNING 'pg_trgm is not available (%): the product name search stays unindexed', SQLERRM;
         RETURN;
       END;
       SELECT n.nspname INTO home FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
         WHERE e.extname = 'pg_trgm';
       EXECUTE format(
         'CREATE INDEX products_shown_name_trgm_idx ON products USING gin (lower(name) %I.gin_trgm_ops) WHERE approved',
         home);
     END $$`,
  ],
};
