import { LISTED_PRICE_SQL, LISTED_UNTIL_SQL } from '../../catalog/offer-price';
import { CATALOG_COUNT_ROWS } from '../../catalog/queries/catalog-counts';
import type { Migration } from './index';
import { productsChangeTriggers } from './kept-by-triggers';

/**
 * The listing at a million products (docs/catalog-queries.md). Three things kept by the
 * database itself, so every writer (the shop, the import, the seed, plain SQL) keeps them true:
 *
 * - listed_price_cents and listed_until: the price that holds now and, while an offer runs, when
 *   it ends (catalog/offer-price.ts). A BEFORE trigger sets them on every write of a price or an
 *   offer; catalog/queries/offer-clock.ts sets them again when an offer ends. The listing sorts
 *   and filters on them, so prices sort from an index.
 * - catalog_counts: per category, how many approved products it has, per colour, size, type and
 *   brand, and how many on offer. Statement triggers with transition tables add what a statement
 *   changed (one grouped upsert per statement, so a bulk load costs one aggregation), and
 *   riode_rebuild_catalog_counts() recounts everything after a load that bypassed triggers.
 * - indexes per category and sort order (category_id first, then the order), shop-wide ones per
 *   order, and the name search's trigram index with the category in it (btree_gin), so a search
 *   within a category is one index scan.
 */
/** What the rows of `source` add to catalog_counts, and what they take off it. */
const added = (source: string) => CATALOG_COUNT_ROWS.replaceAll('$rows', source);
const removed = (source: string) => added(source).replace('1 AS delta', '-1 AS delta');

/**
 * Adds the deltas of `rows` to catalog_counts, one upsert per (category, facet, value), in key
 * order so two writers lock the same rows in the same order. Written out in each trigger
 * function because a transition table is visible there only, not in a function it calls.
 */
function addCounts(rows: string): string {
  return `INSERT INTO catalog_counts AS c (category_id, facet, value, products)
         SELECT category_id, facet, value, sum(delta)::int FROM (${rows}) d
         GROUP BY category_id, facet, value HAVING sum(delta) <> 0 ORDER BY category_id, facet, value
         ON CONFLICT (category_id, facet, value) DO UPDATE SET products = c.products + EXCLUDED.products`;
}

/**
 * Each category's path from its top-level category down to itself (categories.path): the tree
 * walked from the top, so a category in a cycle or under a missing parent gets only itself.
 */
const CATEGORY_PATHS_SQL = `WITH RECURSIVE tree (id, path) AS (
    SELECT id, ARRAY[id] FROM categories WHERE parent_category_id = 0
    UNION ALL
    SELECT c.id, t.path || c.id FROM categories c JOIN tree t ON c.parent_category_id = t.id WHERE c.id <> ALL (t.path)
  )
  UPDATE categories c SET path = coalesce((SELECT t.path FROM tree t WHERE t.id = c.id LIMIT 1), ARRAY[c.id])
  WHERE c.path IS DISTINCT FROM coalesce((SELECT t.path FROM tree t WHERE t.id = c.id LIMIT 1), ARRAY[c.id])`;

export const listingAtScaleMigration: Migration = {
  id: '014-listing-at-scale',
  statements: [
    `ALTER TABLE products ADD COLUMN listed_price_cents integer, ADD COLUMN listed_until timestamptz`,
    `CREATE FUNCTION riode_products_listed() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       NEW.listed_until := ${LISTED_UNTIL_SQL('NEW')};
       NEW.listed_price_cents := ${LISTED_PRICE_SQL('NEW')};
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER products_listed
     BEFORE INSERT OR UPDATE OF is_sale, offer_end_date, price_cents, old_price_cents, listed_until ON products
     FOR EACH ROW EXECUTE FUNCTION riode_products_listed()`,
    `UPDATE products SET listed_until = NULL`,
    `CREATE INDEX products_listed_until_idx ON products (listed_until) WHERE listed_until IS NOT NULL`,

    `ALTER TABLE categories ADD COLUMN path integer[]`,
    `ALTER TABLE products ADD COLUMN category_path integer[]`,
    `CREATE FUNCTION riode_category_paths() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       ${CATEGORY_PATHS_SQL};
       UPDATE products p SET category_path = c.path FROM categories c
         WHERE c.id = p.category_id AND p.category_path IS DISTINCT FROM c.path;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER categories_paths AFTER INSERT OR UPDATE OF id, parent_category_id OR DELETE ON categories
     FOR EACH STATEMENT EXECUTE FUNCTION riode_category_paths()`,
    `CREATE FUNCTION riode_products_category_path() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       NEW.category_path := (SELECT path FROM categories WHERE id = NEW.category_id);
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER products_category_path BEFORE INSERT OR UPDATE OF category_id, category_path ON products
     FOR EACH ROW EXECUTE FUNCTION riode_products_category_path()`,
    CATEGORY_PATHS_SQL,
    `UPDATE products p SET category_path = c.path FROM categories c WHERE c.id = p.category_id`,

    `CREATE TABLE catalog_counts (
      category_id integer NOT NULL,
      facet text NOT NULL,
      value text NOT NULL,
      products integer NOT NULL,
      PRIMARY KEY (category_id, facet, value)
    )`,
    `CREATE FUNCTION riode_catalog_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'TRUNCATE' THEN
         DELETE FROM catalog_counts;
       ELSIF TG_OP = 'INSERT' THEN
         ${addCounts(added('new_rows'))};
       ELSIF TG_OP = 'DELETE' THEN
         ${addCounts(removed('old_rows'))};
       ELSE
         ${addCounts(`${added('new_rows')} UNION ALL ${removed('old_rows')}`)};
       END IF;
       DELETE FROM catalog_counts WHERE products = 0;
       RETURN NULL;
     END $$`,
    ...productsChangeTriggers('counts', 'riode_catalog_counts_changed'),
    `CREATE FUNCTION riode_rebuild_catalog_counts() RETURNS void LANGUAGE plpgsql AS $$
     BEGIN
       DELETE FROM catalog_counts;
       ${addCounts(added('products'))};
     END $$`,
    `SELECT riode_rebuild_catalog_counts()`,

    // The listing's orders (list-products.ts SORT_SQL), per category and shop-wide; approved only.
    ...sortIndexes(),
    // The planner's figures for a parent's products: a partial index's expression gets none, and
    // without them it guesses 0.5 % of the catalogue and bitmap-scans a whole top-level category.
    `CREATE STATISTICS products_category_top_stats ON (category_path[1]) FROM products`,
    `CREATE STATISTICS products_category_second_stats ON (category_path[2]) FROM products`,
    `DO $$
     BEGIN
       CREATE EXTENSION IF NOT EXISTS btree_gin SCHEMA public;
       EXECUTE format(
         'CREATE INDEX products_shown_category_name_trgm_idx ON products USING gin (category_id, lower(name) %I.gin_trgm_ops) WHERE approved',
         (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'));
     EXCEPTION WHEN OTHERS THEN
       RAISE WARNING 'no category in the name search index (%): a search within a category combines two indexes', SQLERRM;
     END $$`,
    `ANALYZE products`,
  ],
};

/**
 * The listing's orders (list-products.ts SORT_SQL), each per scope: a category by its id, a top-level
 * category and a second-level one by their place in the products' category paths, and the whole
 * shop (where the default order is the primary key, and a category's is migration 004's index).
 */
function sortIndexes(): string[] {
  const orders: Record<string, string> = {
    id: 'id',
    price_asc: 'listed_price_cents ASC NULLS LAST, id',
    price_desc: 'listed_price_cents DESC NULLS LAST, id',
    name: 'lower(name) COLLATE "C", id',
    newest: 'created_at DESC, id DESC',
  };
  const scopes: Record<string, string> = {
    category_: 'category_id, ',
    top_: '(category_path[1]), ',
    second_: '(category_path[2]), ',
    '': '',
  };
  return Object.entries(orders).flatMap(([name, keys]) =>
    Object.entries(scopes)
      .filter(([scope]) => name !== 'id' || scope === 'top_' || scope === 'second_')
      .map(
        ([scope, leading]) =>
          `CREATE INDEX products_shown_${scope}${name}_idx ON products (${leading}${keys}) WHERE approved`,
      ),
  );
}
