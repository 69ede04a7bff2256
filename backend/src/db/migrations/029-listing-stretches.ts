import type { Migration } from './index';
import { productsChangeTriggers } from './kept-by-triggers';

/**
 * listing_stretches: where a deep page of a listing without filters starts, kept by the database
 * (catalog/queries/deep-pages.ts reads it). A page at `start` skipped `start` entries of its
 * order's index: page 19 600 of the whole shop at a million products walked 490 000 of them
 * (6 013 buffers, 60-97 ms), and the process's remembered anchors that replaced the walk were
 * forgotten on every change of the catalogue.
 *
 * Each scope (0: the whole shop; otherwise a category with its subtree) and order of the listing
 * is cut into stretches: a stretch starts at a key of the order and holds the approved products
 * from there up to the next stretch's start, `products` of them. A page at `start` begins in the
 * last stretch whose products before it are at most `start`, and skips the rest within it: at
 * most twice the step. The counts are exact in every snapshot: the statement triggers on products
 * keep them in the transaction that changes a product (inserted, deleted, approved, renamed,
 * moved, repriced), and a stretch that grows past twice the step is split at the step
 * (riode_split_listing_stretch). A stretch left with no products is dropped. Each scope and order
 * has a first stretch that starts before every key (`k_int` = TOP_KEY), so every product has one.
 *
 * One key shape serves every order, so one table and one index do: (k_text, k_time, k_int, k_id),
 *   by id            ('', infinity, 0, id)
 *   by name          (lower(name) COLLATE "C", infinity, 0, id)
 *   by price         ('', infinity, price or NO_PRICE, id); descending: -price or NO_PRICE
 *   newest first     ('', created_at, 0, id)
 * in ascending order for all of them but newest first, which runs descending. Products without
 * a price come last in both price orders (NO_PRICE is above every price and every -price).
 *
 * Writers of keys take the table's lock in turn (SHARE ROW EXCLUSIVE, until they commit): a
 * transaction that placed a product in a stretch another had just split, not seeing the split,
 * would count it in the wrong one. Stock and other changes that move no key take no lock.
 */

/** Beyond any price (an integer column) and any negated price. */
const NO_PRICE = '4294967296';
/** The first stretch of every scope and order: its k_int is below every key's. */
const TOP_KEY = '-4611686018427387904';

/** The orders kept, by the listing's sort names (shared-contracts ProductSort). */
const SORTS = ['default', 'name-asc', 'newest', 'price-asc', 'price-desc'];

/** Each order's key of a products row `r`: (k_text, k_time, k_int, k_id). */
const keyOf = (sort: string, r: string): string =>
  ({
    default: `''::text, 'infinity'::timestamptz, 0::bigint, ${r}.id`,
    'name-asc': `lower(${r}.name) COLLATE "C", 'infinity'::timestamptz, 0::bigint, ${r}.id`,
    newest: `''::text, ${r}.created_at, 0::bigint, ${r}.id`,
    'price-asc': `''::text, 'infinity'::timestamptz, coalesce(${r}.listed_price_cents::bigint, ${NO_PRICE}), ${r}.id`,
    'price-desc': `''::text, 'infinity'::timestamptz, coalesce(-${r}.listed_price_cents::bigint, ${NO_PRICE}), ${r}.id`,
  })[sort] ?? '';

/** The first stretch's key of an order: before every key, in the order's direction. */
const topKeyOf = (sort: string) =>
  sort === 'newest'
    ? `''::text, 'infinity'::timestamptz, ${TOP_KEY}::bigint, 2147483647`
    : `''::text, 'infinity'::timestamptz, ${TOP_KEY}::bigint, -2147483648`;

/** Every (scope, sort, key) a source of products rows `r` (with a `delta`) is counted in. */
const placesOf = (source: string) =>
  `SELECT s.scope, k.sort, k.k_text, k.k_time, k.k_int, k.k_id, r.delta FROM (${source}) r
   CROSS JOIN LATERAL unnest(array_prepend(0, coalesce(r.category_path, '{}'::int[]))) s(scope)
   CROSS JOIN LATERAL (VALUES ${SORTS.map((sort) => `('${sort}', ${keyOf(sort, 'r')})`).join(', ')})
     k(sort, k_text, k_time, k_int, k_id)`;

/** The approved rows of `rows` that `other` has no copy of with the same keys, with `delta`. */
const movedOf = (rows: string, other: string, delta: number) =>
  `SELECT r.id, r.name, r.created_at, r.listed_price_cents, r.category_path, ${delta} AS delta
   FROM ${rows} r WHERE r.approved AND NOT EXISTS (
     SELECT FROM ${other} o WHERE o.id = r.id AND o.approved AND o.name = r.name
       AND o.created_at = r.created_at AND o.category_path IS NOT DISTINCT FROM r.category_path
       AND o.listed_price_cents IS NOT DISTINCT FROM r.listed_price_cents)`;

const approvedOf = (rows: string, delta: number) =>
  `SELECT r.id, r.name, r.created_at, r.listed_price_cents, r.category_path, ${delta} AS delta
   FROM ${rows} r WHERE r.approved`;

/**
 * The statement that makes the first stretch of each scope and order a source of products rows
 * (with a `delta`) is counted in, where it is missing (before countIn, which finds it).
 */
const topsOf = (source: string) =>
  `INSERT INTO listing_stretches (scope, sort, k_text, k_time, k_int, k_id, products)
   SELECT s.scope, t.sort, t.k_text, t.k_time, t.k_int, t.k_id, 0
   FROM (SELECT DISTINCT unnest(array_prepend(0, coalesce(r.category_path, '{}'::int[]))) AS scope
         FROM (${source}) r) s
   CROSS JOIN (VALUES ${SORTS.map((sort) => `('${sort}', ${topKeyOf(sort)})`).join(', ')})
     t(sort, k_text, k_time, k_int, k_id)
   ON CONFLICT DO NOTHING`;

/**
 * The statement that counts a source of products rows (with a `delta`) in their stretches: each
 * of its places (placesOf) in the last stretch of its scope and order that starts at or before
 * it, each stretch's count moved by the sum; answers (stretch, products, k_int) of those changed.
 */
const countIn = (source: string) =>
  `WITH placed AS (
     SELECT f.stretch, sum(p.delta)::int AS delta FROM (${placesOf(source)}) p CROSS JOIN LATERAL (
       (SELECT s.stretch FROM listing_stretches s
        WHERE p.sort <> 'newest' AND s.scope = p.scope AND s.sort = p.sort
          AND (s.k_text, s.k_time, s.k_int, s.k_id) <= (p.k_text, p.k_time, p.k_int, p.k_id)
        ORDER BY s.k_text DESC, s.k_time DESC, s.k_int DESC, s.k_id DESC LIMIT 1)
       UNION ALL
       (SELECT s.stretch FROM listing_stretches s
        WHERE p.sort = 'newest' AND s.scope = p.scope AND s.sort = p.sort
          AND (s.k_text, s.k_time, s.k_int, s.k_id) >= (p.k_text, p.k_time, p.k_int, p.k_id)
        ORDER BY s.k_text, s.k_time, s.k_int, s.k_id LIMIT 1)) f
     GROUP BY f.stretch HAVING sum(p.delta) <> 0)
   UPDATE listing_stretches t SET products = t.products + placed.delta FROM placed
   WHERE t.stretch = placed.stretch
   RETURNING t.stretch, t.products, t.k_int`;

/** Counts a source of products rows (with a `delta`) in their stretches, then splits or drops the stretches that changed. */
const count = (source: string) => `${topsOf(source)};
       ${tidy(countIn(source))}`;

/**
 * The condition that keeps a walk of products `p` to a scope ($1), written so that PostgreSQL
 * pairs it with the (scope, order) indexes (migrations 014, 017), as the listing writes it
 * (catalog/queries/product-filter.ts scopeConditions): a category without children by its id, a
 * parent by its place in the products' category paths.
 */
const SCOPE_CONDITION = `CREATE FUNCTION riode_listing_scope_condition(scope integer) RETURNS text
  LANGUAGE sql STABLE AS $$
    SELECT CASE
      WHEN scope = 0 THEN 'true'
      WHEN NOT EXISTS (SELECT FROM categories c WHERE c.parent_category_id = scope AND c.id <> scope)
        THEN 'p.category_id = $1'
      WHEN (SELECT cardinality(c.path) FROM categories c WHERE c.id = scope) = 1 THEN 'p.top_category_id = $1'
      WHEN (SELECT cardinality(c.path) FROM categories c WHERE c.id = scope) = 2 THEN 'p.second_category_id = $1'
      ELSE format('p.category_path[%s] = $1', coalesce((SELECT cardinality(c.path) FROM categories c WHERE c.id = scope), 1))
    END
  $$`;

/**
 * Each order as the listing walks it from a stretch's key ($2 k_text, $3 k_time, $4 k_int, $5
 * k_id): the conditions of its parts, in order, and each part's ORDER BY. One part but for the
 * price orders, whose products without a price follow the priced ones (NULLS LAST), and whose
 * descending order puts a price's products by ascending id.
 */
const WALK_PARTS = `CREATE FUNCTION riode_listing_walk_parts(sort text, k_int bigint)
  RETURNS TABLE (part integer, condition text, ordering text) LANGUAGE sql IMMUTABLE AS $$
    SELECT w.part, w.condition, w.ordering FROM (VALUES
      ('default', 1, 'p.id >= $5', 'p.id'),
      ('name-asc', 1, '(lower(p.name) COLLATE "C", p.id) >= ($2 COLLATE "C", $5)', 'lower(p.name) COLLATE "C", p.id'),
      ('newest', 1, '(p.created_at, p.id) <= ($3, $5)', 'p.created_at DESC, p.id DESC'),
      ('price-asc', 1, '(p.listed_price_cents, p.id) >= ($4, $5)', 'p.listed_price_cents, p.id'),
      ('price-desc', 1, 'p.listed_price_cents = -$4 AND p.id >= $5', 'p.listed_price_cents DESC NULLS LAST, p.id'),
      ('price-desc', 2, 'p.listed_price_cents < -$4', 'p.listed_price_cents DESC NULLS LAST, p.id'),
      ('price-asc', 3, 'p.listed_price_cents IS NULL AND ($4 <> ${NO_PRICE} OR p.id >= $5)', 'p.listed_price_cents, p.id'),
      ('price-desc', 3, 'p.listed_price_cents IS NULL AND ($4 <> ${NO_PRICE} OR p.id >= $5)', 'p.listed_price_cents DESC NULLS LAST, p.id')
    ) w(sort, part, condition, ordering)
    -- From a key without a price, only the products without one are left.
    WHERE w.sort = riode_listing_walk_parts.sort AND (k_int <> ${NO_PRICE} OR w.part = 3)
    ORDER BY w.part
  $$`;

/**
 * `count` approved products of a scope in an order, after skipping `skip` from a key (the key's
 * product, if any, first), with their keys: each part of the order (riode_listing_walk_parts) in
 * turn, the next one read only when the page goes on past this one.
 */
const WALK = `CREATE FUNCTION riode_listing_walk(scope integer, sort text, k_text text, k_time timestamptz,
    k_int bigint, k_id integer, skip integer, count integer)
  RETURNS TABLE (id integer, key_text text, key_time timestamptz, key_int bigint, key_id integer)
  LANGUAGE plpgsql STABLE AS $$
  DECLARE
    walk record;
    scope_condition text := riode_listing_scope_condition(scope);
    key_sql text := CASE sort ${SORTS.map((s) => `WHEN '${s}' THEN $k$${keyOf(s, 'p')}$k$`).join(' ')} END;
    found_here integer;
  BEGIN
    FOR walk IN SELECT * FROM riode_listing_walk_parts(sort, k_int) LOOP
      EXIT WHEN count <= 0;
      RETURN QUERY EXECUTE format(
        'SELECT p.id, %s FROM products p WHERE p.approved AND %s AND %s ORDER BY %s OFFSET $6 LIMIT $7',
        key_sql, scope_condition, walk.condition, walk.ordering)
        USING scope, k_text, k_time, k_int, k_id, skip, count;
      GET DIAGNOSTICS found_here = ROW_COUNT;
      IF found_here > 0 THEN
        count := count - found_here;
        skip := 0;
      ELSIF skip > 0 THEN
        -- The part ended before the page began: skip fewer in the next one.
        EXECUTE format('SELECT count(*)::int FROM (SELECT FROM products p WHERE p.approved AND %s AND %s LIMIT $6) n',
          scope_condition, walk.condition)
          INTO found_here USING scope, k_text, k_time, k_int, k_id, skip;
        skip := skip - found_here;
      END IF;
    END LOOP;
  END $$`;

/**
 * The ids of the page of `count` products at `start` of a scope in an order: from the last
 * stretch with at most `start` products before it, skipping the rest (riode_listing_walk). In one
 * snapshot, so the stretches' counts and the products walked agree. Without stretches (a scope
 * with no approved products) the walk starts at the top.
 */
const PAGE = `CREATE FUNCTION riode_listing_page(scope integer, sort text, start integer, count integer)
  RETURNS SETOF integer LANGUAGE plpgsql STABLE ROWS 25 AS $$
  DECLARE
    s record;
  BEGIN
    IF sort = 'newest' THEN
      SELECT st.k_text, st.k_time, st.k_int, st.k_id, st.before INTO s FROM (
        SELECT t.*, (sum(t.products) OVER (ORDER BY t.k_text DESC, t.k_time DESC, t.k_int DESC, t.k_id DESC)
                     - t.products)::int AS before
        FROM listing_stretches t WHERE t.scope = riode_listing_page.scope AND t.sort = 'newest') st
      WHERE st.before <= start ORDER BY st.before DESC LIMIT 1;
    ELSE
      SELECT st.k_text, st.k_time, st.k_int, st.k_id, st.before INTO s FROM (
        SELECT t.*, (sum(t.products) OVER (ORDER BY t.k_text, t.k_time, t.k_int, t.k_id) - t.products)::int AS before
        FROM listing_stretches t WHERE t.scope = riode_listing_page.scope AND t.sort = riode_listing_page.sort) st
      WHERE st.before <= start ORDER BY st.before DESC LIMIT 1;
    END IF;
    IF NOT FOUND THEN
      RETURN QUERY SELECT w.id FROM riode_listing_walk(scope, sort, '', 'infinity', ${TOP_KEY},
        CASE WHEN sort = 'newest' THEN 2147483647 ELSE -2147483648 END, start, count) w;
    ELSE
      RETURN QUERY SELECT w.id FROM riode_listing_walk(scope, sort, s.k_text, s.k_time, s.k_int, s.k_id,
        start - s.before, count) w;
    END IF;
  END $$`;

/** Products per stretch once split: a deep page skips at most twice this many. */
const STEP = `CREATE FUNCTION riode_listing_stretch_step() RETURNS integer LANGUAGE sql STABLE AS 'SELECT 1000'`;

/** Splits a stretch at each step while it holds more than twice the step. */
const SPLIT = `CREATE FUNCTION riode_split_listing_stretch(at integer) RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    step integer := riode_listing_stretch_step();
    s listing_stretches;
    later record;
  BEGIN
    SELECT * INTO s FROM listing_stretches WHERE stretch = at;
    WHILE s.products > 2 * step LOOP
      SELECT * INTO later FROM riode_listing_walk(s.scope, s.sort, s.k_text, s.k_time, s.k_int, s.k_id, step, 1);
      EXIT WHEN NOT FOUND;
      UPDATE listing_stretches SET products = step WHERE stretch = s.stretch;
      INSERT INTO listing_stretches (scope, sort, k_text, k_time, k_int, k_id, products)
      VALUES (s.scope, s.sort, later.key_text, later.key_time, later.key_int, later.key_id, s.products - step)
      RETURNING * INTO s;
    END LOOP;
  END $$`;

/** Splits the stretches `changed` answers (stretch, products, k_int) that grew, and drops those left empty. */
const tidy = (changed: string) =>
  `FOR changed IN ${changed} LOOP
     IF changed.products > 2 * riode_listing_stretch_step() THEN
       PERFORM riode_split_listing_stretch(changed.stretch);
     ELSIF changed.products = 0 AND changed.k_int <> ${TOP_KEY} THEN
       DELETE FROM listing_stretches WHERE stretch = changed.stretch;
     END IF;
   END LOOP`;

const CHANGED = `CREATE FUNCTION riode_listing_stretches_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    changed record;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM listing_stretches;
    ELSIF TG_OP = 'INSERT' THEN
      IF EXISTS (SELECT FROM new_rows WHERE approved) THEN
        LOCK TABLE listing_stretches IN SHARE ROW EXCLUSIVE MODE;
        ${count(approvedOf('new_rows', 1))};
      END IF;
    ELSIF TG_OP = 'DELETE' THEN
      IF EXISTS (SELECT FROM old_rows WHERE approved) THEN
        LOCK TABLE listing_stretches IN SHARE ROW EXCLUSIVE MODE;
        ${count(approvedOf('old_rows', -1))};
      END IF;
    ELSIF EXISTS (${movedOf('new_rows', 'old_rows', 1)}) OR EXISTS (${movedOf('old_rows', 'new_rows', -1)}) THEN
      LOCK TABLE listing_stretches IN SHARE ROW EXCLUSIVE MODE;
      ${count(`${movedOf('new_rows', 'old_rows', 1)} UNION ALL ${movedOf('old_rows', 'new_rows', -1)}`)};
    END IF;
    RETURN NULL;
  END $$`;

/** Each order as one ORDER BY over products `p`, as the listing sorts (catalog/queries/list-products.ts SORT_SQL). */
const ORDER_BY: Readonly<Record<string, string>> = {
  default: 'p.id',
  'name-asc': 'lower(p.name) COLLATE "C", p.id',
  newest: 'p.created_at DESC, p.id DESC',
  'price-asc': 'p.listed_price_cents ASC NULLS LAST, p.id',
  'price-desc': 'p.listed_price_cents DESC NULLS LAST, p.id',
};

/**
 * Cuts every scope and order into stretches again from the products: after a load with the
 * trigger off (catalog/seed/seed-catalog.ts) and when this migration runs. One walk of each
 * scope's order index numbers its products; every step-th starts a stretch (the first stretch
 * starts at the top). Splitting one stretch holding them all, a walk per split, took a minute at
 * a million products.
 */
const REBUILD = `CREATE FUNCTION riode_rebuild_listing_stretches() RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    step integer := riode_listing_stretch_step();
    scope integer;
    scope_condition text;
    total integer;
    walk record;
  BEGIN
    LOCK TABLE listing_stretches IN SHARE ROW EXCLUSIVE MODE;
    DELETE FROM listing_stretches;
    FOR scope IN SELECT 0 UNION ALL SELECT c.id FROM categories c LOOP
      scope_condition := riode_listing_scope_condition(scope);
      EXECUTE format('SELECT count(*)::int FROM products p WHERE p.approved AND %s', scope_condition)
        INTO total USING scope;
      CONTINUE WHEN total = 0;
      FOR walk IN SELECT * FROM (VALUES ${SORTS.map(
        (sort) => `('${sort}', $k$${keyOf(sort, 'p')}$k$, $o$${ORDER_BY[sort]}$o$, $t$${topKeyOf(sort)}$t$)`,
      ).join(', ')}) w(sort, key_sql, order_sql, top_sql) LOOP
        EXECUTE format(
          'INSERT INTO listing_stretches (scope, sort, k_text, k_time, k_int, k_id, products)
           SELECT $1, $2, %s, least($3, $4)
           UNION ALL
           SELECT $1, $2, k.k_text, k.k_time, k.k_int, k.k_id, least($3, $4 - k.n + 1) FROM (
             SELECT %s, row_number() OVER (ORDER BY %s) FROM products p WHERE p.approved AND %s
           ) k (k_text, k_time, k_int, k_id, n)
           WHERE k.n > 1 AND k.n %% $3 = 1',
          walk.top_sql, walk.key_sql, walk.order_sql, scope_condition)
          USING scope, walk.sort, step, total;
      END LOOP;
    END LOOP;
  END $$`;

export const listingStretchesMigration: Migration = {
  id: '029-listing-stretches',
  statements: [
    `CREATE TABLE listing_stretches (
      stretch serial PRIMARY KEY,
      scope integer NOT NULL,
      sort text NOT NULL,
      k_text text COLLATE "C" NOT NULL,
      k_time timestamptz NOT NULL,
      k_int bigint NOT NULL,
      k_id integer NOT NULL,
      products integer NOT NULL,
      UNIQUE (scope, sort, k_text, k_time, k_int, k_id)
    )`,
    SCOPE_CONDITION,
    WALK_PARTS,
    WALK,
    PAGE,
    STEP,
    SPLIT,
    CHANGED,
    ...productsChangeTriggers('listing_stretches', 'riode_listing_stretches_changed'),
    REBUILD,
    `SELECT riode_rebuild_listing_stretches()`,
  ],
  afterwards: ['VACUUM ANALYZE listing_stretches'],
};
