import type { Migration } from './index';

/**
 * Every order takes stock, and with migration 006 every order made the server processes forget
 * every catalogue answer they kept: at tens of orders a second almost nothing stayed kept. A
 * change of stock alone does not move a product between pages, filters or counts (nothing
 * filters or sorts on stock), only its own figure. So an UPDATE of products now says which:
 *
 * - any column other than stock and updated_at changed (or a row's id): `<schema>` as before,
 *   every kept answer goes;
 * - only stock (of at most 200 products): `<schema> stock <id>,<id>,…`, only the answers that
 *   show one of those products go.
 *
 * The rows are compared whole (as jsonb, less those two columns), so a column added later is
 * covered without touching this trigger. Inserts, deletes and TRUNCATE keep 006's trigger.
 */
export const stockChangesMigration: Migration = {
  id: '008-stock-changes',
  statements: [
    `CREATE FUNCTION riode_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE
       other_change boolean;
       stock_ids text;
       stock_count integer;
     BEGIN
       SELECT bool_or((to_jsonb(o) - 'stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'updated_at')),
              string_agg(n.id::text, ',') FILTER (WHERE o.stock IS DISTINCT FROM n.stock),
              count(*) FILTER (WHERE o.stock IS DISTINCT FROM n.stock)
         INTO other_change, stock_ids, stock_count
         FROM old_rows o FULL JOIN new_rows n ON n.id = o.id;
       IF other_change OR stock_count > 200 THEN
         PERFORM pg_notify('riode_catalog', TG_TABLE_SCHEMA);
       ELSIF stock_count > 0 THEN
         PERFORM pg_notify('riode_catalog', TG_TABLE_SCHEMA || ' stock ' || stock_ids);
       END IF;
       RETURN NULL;
     END $$`,
    `DROP TRIGGER products_changed ON products`,
    `CREATE TRIGGER products_changed AFTER INSERT OR DELETE OR TRUNCATE ON products
     FOR EACH STATEMENT EXECUTE FUNCTION riode_catalog_changed()`,
    `CREATE TRIGGER products_updated AFTER UPDATE ON products
     REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION riode_products_updated()`,
  ],
};
