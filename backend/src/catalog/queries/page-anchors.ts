import type { ProductSort } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { catalogGeneration } from './catalog-changes';
import type { ListingScope } from './category-scope';
import { generationMaps } from './generation-maps';
import { SqlParams } from './sql-params';

/**
 * Deep pages of a listing without filters, from a known place in its order (keyset pagination
 * behind the spec's start/length). A page at `start` read its order's index from the top and
 * skipped `start` entries: page 19 600 of the whole shop at a million products skipped 490 000
 * (39 ms), page 2 210 of a top-level category by name read 22 803 buffers. The process remembers,
 * per scope and order and for the catalogue's current generation (catalog-changes.ts), the
 * order's key of every ANCHOR_STEP-th product; a page then starts after the nearest one before
 * it and skips fewer than ANCHOR_STEP entries. The anchors are found by the walk a deep page
 * needed anyway, once per generation, and only as deep as pages were asked.
 *
 * Orders whose key compares as one row of columns in one direction: the default (id), newest
 * first and by name. The price orders put products without a price last and sort price and id
 * in opposite directions, which one row comparison cannot say; they skip as before.
 *
 * Like every figure the process keeps, anchors follow a commit once it is notified: a deep page
 * asked within that moment may start a product or two off, as a kept answer may be a moment old.
 */
const ANCHOR_STEP = 1000;

interface OrderKey {
  /** The key's columns, selected from `products p`. */
  columns: string;
  /** The condition that a product comes after the key written as SQL (`k`, as text, and `id`). */
  after: (k: string, id: string) => string;
}

const ORDER_KEYS: Partial<Record<ProductSort, OrderKey>> = {
  default: { columns: 'NULL::text AS k, p.id', after: (_k, id) => `p.id > ${id}` },
  newest: {
    // As text: a timestamp read into JavaScript keeps milliseconds, the column microseconds.
    columns: 'p.created_at::text AS k, p.id',
    after: (k, id) => `(p.created_at, p.id) < (${k}::timestamptz, ${id})`,
  },
  'name-asc': {
    columns: 'lower(p.name) COLLATE "C" AS k, p.id',
    after: (k, id) => `(lower(p.name) COLLATE "C", p.id) > (${k} COLLATE "C", ${id})`,
  },
};

/** The condition that a product comes after `anchor`, its values added to `params`. */
const afterAnchor = (orderKey: OrderKey, anchor: Anchor, params: SqlParams) =>
  // The id order has no key but the id: its k (null) is not sent, a parameter nobody reads
  // would have no type.
  orderKey.after(
    anchor.k === null ? 'NULL' : `${params.add(anchor.k)}::text`,
    `${params.add(anchor.id)}::int`,
  );

interface Anchor {
  k: string | null;
  id: number;
}

/** Per database, scope and order: the keys at positions ANCHOR_STEP, 2 × ANCHOR_STEP, … (1-based). */
const anchorsNow = generationMaps<Anchor[]>();

const keyOf = (scope: ListingScope | undefined, sort: ProductSort) => `${scope?.id ?? 0} ${sort}`;

/** Where a page starts: after an anchor (its condition and the rows still to skip), or from the top. */
export interface PageStart {
  /** Writes the condition over `products p` that a product comes after the anchor; undefined from the top. */
  after: ((params: SqlParams) => string) | undefined;
  /** Entries to skip after the anchor (or from the top). */
  skip: number;
}

/**
 * Where the page at `start` of a listing without filters starts. `selection` writes the scope's
 * WHERE condition over `products p` (approved, in the scope); `order` is the order's ORDER BY.
 * Finds the anchors the page needs when they are not known yet, walking from the last one known.
 */
export async function pageStart(
  db: Queryable,
  scope: ListingScope | undefined,
  sort: ProductSort,
  start: number,
  selection: (params: SqlParams) => string,
  order: string,
): Promise<PageStart> {
  const orderKey = ORDER_KEYS[sort];
  const generation = catalogGeneration(db);
  const wanted = Math.floor(start / ANCHOR_STEP);
  const fromTop = { after: undefined, skip: start };
  if (!orderKey || generation === undefined || wanted === 0) return fromTop;
  const key = keyOf(scope, sort);
  let anchors = anchorsNow(db, generation).get(key) ?? [];
  if (anchors.length < wanted) {
    const found = await walkForAnchors(
      db,
      orderKey,
      anchors.at(-1),
      wanted - anchors.length,
      selection,
      order,
    );
    // A change committed meanwhile: the walk may have seen either catalogue.
    if (catalogGeneration(db) !== generation) return fromTop;
    anchors = [...anchors, ...found];
    anchorsNow(db, generation).set(key, anchors);
  }
  // Fewer anchors than wanted: the scope ends before the page (an empty page past the end).
  const used = Math.min(wanted, anchors.length);
  const anchor = anchors[used - 1];
  if (!anchor) return fromTop;
  return {
    after: (params) => afterAnchor(orderKey, anchor, params),
    skip: start - used * ANCHOR_STEP,
  };
}

/**
 * The next `count` anchors after `last` (or from the top), in one statement: each is found from
 * the one before by skipping ANCHOR_STEP - 1 entries of the order's index, as a page's OFFSET
 * skips them, so finding them costs what one page that deep did.
 */
async function walkForAnchors(
  db: Queryable,
  orderKey: OrderKey,
  last: Anchor | undefined,
  count: number,
  selection: (params: SqlParams) => string,
  order: string,
): Promise<Anchor[]> {
  const params = new SqlParams();
  const scope = selection(params);
  const first = last ? `${scope} AND ${afterAnchor(orderKey, last, params)}` : scope;
  const { rows } = await db.query<Anchor>(
    `WITH RECURSIVE anchors (k, id, n) AS (
       (SELECT ${orderKey.columns}, 1 FROM products p WHERE ${first}
        ORDER BY ${order} OFFSET ${ANCHOR_STEP - 1} LIMIT 1)
       UNION ALL
       SELECT next.k, next.id, a.n + 1 FROM anchors a CROSS JOIN LATERAL (
         SELECT ${orderKey.columns} FROM products p WHERE ${scope} AND ${orderKey.after('a.k', 'a.id')}
         ORDER BY ${order} OFFSET ${ANCHOR_STEP - 1} LIMIT 1) next
       WHERE a.n < ${params.add(count)}::int)
     SELECT k, id FROM anchors ORDER BY n`,
    params.values,
  );
  return rows;
}
