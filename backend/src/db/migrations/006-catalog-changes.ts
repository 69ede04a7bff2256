import type { Migration } from './index';

/**
 * Every write to the catalogue's tables (products, their images, brands, categories), whoever
 * makes it (the shop's orders and imports, the CLI, another server process, plain SQL), sends a
 * notification on the channel `riode_catalog` with the table's schema. PostgreSQL delivers it
 * when the transaction commits, never before, and once per transaction however many rows
 * changed. Each server process listens and forgets what it remembered of the catalogue
 * (catalog/catalog-changes.ts), so answers it keeps are never older than the last commit.
 */
export const catalogChangesMigration: Migration = {
  id: '006-catalog-changes',
  statements: [
    `CREATE FUNCTION riode_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM pg_notify('riode_catalog', TG_TABLE_SCHEMA);
       RETURN NULL;
     END $$`,
    ...['products', 'product_images', 'brands', 'categories'].map(
      (table) =>
        `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION riode_catalog_changed()`,
    ),
  ],
};
