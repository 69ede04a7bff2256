/**
 * What the tables kept from the products by statement triggers share (catalog_counts, migration
 * 014; catalog_words, 019; catalog_word_pairs, 027): a statement's changes arrive as transition
 * tables (new_rows, old_rows), and one grouped upsert per statement writes what they add and take
 * away.
 */

/**
 * The four statement triggers on products that call the trigger function `fn` after an insert,
 * an update, a delete and a truncate, with the rows the statement changed: products_<name>_inserted,
 * _updated, _deleted and _truncated.
 */
export const productsChangeTriggers = (name: string, fn: string): string[] => [
  `CREATE TRIGGER products_${name}_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER products_${name}_updated AFTER UPDATE ON products
     REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER products_${name}_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER products_${name}_truncated AFTER TRUNCATE ON products
     FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
];

/** The rows of `rows` that `other` has no identical copy of, in what the names' words depend on. */
export const changedOf = (rows: string, other: string) =>
  `(SELECT * FROM ${rows} r WHERE NOT EXISTS (SELECT FROM ${other} o WHERE o.id = r.id AND o.name = r.name
     AND o.category_id = r.category_id AND o.approved = r.approved))`;

/**
 * The trigger function riode_<table>_changed that keeps a table of the names' words (catalog_words,
 * catalog_word_pairs) and the function riode_rebuild_<table> that writes it again whole: `add`
 * writes the rows `rowsOf` answers of a source of products with a delta of 1 or -1. An update
 * counts only the rows whose name, category or approval changed (changedOf), so a stock or price
 * change costs a comparison per row.
 */
export const namesWordsFunctions = (
  create: 'CREATE' | 'CREATE OR REPLACE',
  table: string,
  add: (rows: string) => string,
  rowsOf: (source: string, delta: number) => string,
): [changed: string, rebuild: string] => [
  `${create} FUNCTION riode_${table}_changed() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'TRUNCATE' THEN
         DELETE FROM ${table};
       ELSIF TG_OP = 'INSERT' THEN
         ${add(rowsOf('new_rows', 1))};
       ELSIF TG_OP = 'DELETE' THEN
         ${add(rowsOf('old_rows', -1))};
       ELSE
         ${add(`${rowsOf(changedOf('new_rows', 'old_rows'), 1)} UNION ALL ${rowsOf(changedOf('old_rows', 'new_rows'), -1)}`)};
       END IF;
       RETURN NULL;
     END $$`,
  `${create} FUNCTION riode_rebuild_${table}() RETURNS void LANGUAGE plpgsql AS $$
     BEGIN
       DELETE FROM ${table};
       ${add(rowsOf('products', 1))};
     END $$`,
];
