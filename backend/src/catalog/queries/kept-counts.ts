import type { Queryable } from '../../db/database';
import { catalogGeneration } from './catalog-changes';
import { nextOfferEnd } from './offer-clock';
import { WordTallies, type SearchBounds, type WordPairRow, type WordRow } from './word-tallies';

/**
 * catalog_counts (migration 014), catalog_words (migration 019), the pairs of its words
 * (migration 027) and the brands' ids by name,
 * held by this process for the catalogue's current generation (catalog-changes.ts), so that the
 * listing's total, a one-facet count, a brand filter's ids and the bounds of a search's count
 * are sums and look-ups in memory instead of a statement each.
 * A statement costs the server a socket write and read and the database a parse and a plan,
 * whatever it reads: measured at 100 000 products, the total alone was a fifth of the database
 * time of a browsing request (docs/catalog-queries.md). The figures are a few hundred rows per
 * catalogue whatever its size (categories × facet values), and the words a few thousand
 * (categories × the words of their names: 2 040 for the seed's catalogue), and the pairs of words
 * (catalog_word_pairs, migration 027) every one: a search's bounds add up the pairs it lies in,
 * less what any two of them may share, which a pair not held could not tell (37 407 rows at
 * 100 000 products, 37 416 at a million; reading only the pairs more products than the cap have,
 * 1 478 at 100 000, left "xl katoen" to be counted by a statement: 1 265 buffers). They
 * are read again after any commit that changes the catalogue (stock changes do not count) and
 * when a running offer ends, as the sale counts then change with no commit (offer-clock.ts).
 *
 * Values are compared as the listing's SQL compares them, `lower(kept) = lower(asked)` with
 * PostgreSQL's lower(): the kept values are lowered by the database when read; an asked value is
 * lowered here only when it is plain ASCII and the database lowers A-Z to a-z (its locale may
 * not). Any other asked value, or a database not watched, gets `undefined`: the caller then asks
 * the database (catalog-counts.ts, product-filter.ts), which stays the rule's owner.
 */
export interface KeptCounts {
  /** Products in the scope (category ids; undefined for the whole shop) with one of the values of a facet. */
  sum(
    facet: KeptFacet,
    values: readonly string[],
    categoryIds: readonly number[] | undefined,
  ): number | undefined;
  /** The ids of the brands with these names, case-insensitively, in id order. */
  brandIds(names: readonly string[]): number[] | undefined;
  /** Bounds on the products of the scope whose name has every word of a search (word-tallies.ts). */
  searchBounds(
    words: readonly string[],
    categoryIds: readonly number[] | undefined,
  ): SearchBounds | undefined;
  /** Per category of the scope that may hold a search's matches, the bounds on them (word-tallies.ts). */
  searchBoundsByCategory(
    words: readonly string[],
    categoryIds: readonly number[] | undefined,
  ): Map<number, SearchBounds> | undefined;
}

export type KeptFacet = 'all' | 'color' | 'size' | 'type' | 'brand' | 'sale';

interface Tally {
  total: number;
  byCategory: Map<number, number>;
}

interface Entry {
  generation: number;
  counts: Promise<KeptCounts>;
  /** Read again after this (ms since 1970): the nearest offer end. */
  until: number;
}

const kept = new WeakMap<object, Entry>();
const ASCII = /^[\x20-\x7e]*$/;
const CAPITALS = /[A-Z]/;
const keyOf = (facet: KeptFacet, lowered: string) => `${facet}\u0000${lowered}`;

/** The kept figures as the database holds them now (keptCounts remembers them per generation). */
export async function readKeptCounts(db: Queryable): Promise<KeptCounts> {
  const [counts, brands, lowering, words, pairs] = await Promise.all([
    db.query<{ category_id: number; facet: KeptFacet; value: string; products: number }>(
      `SELECT category_id, facet, lower(value) AS value, sum(products)::int AS products
       FROM catalog_counts GROUP BY 1, 2, 3 HAVING sum(products) <> 0`,
    ),
    db.query<{ id: number; name: string }>('SELECT id, lower(name) AS name FROM brands ORDER BY id'),
    db.query<{ ascii: boolean }>(
      `SELECT lower('ABCDEFGHIJKLMNOPQRSTUVWXYZ') = 'abcdefghijklmnopqrstuvwxyz' AS ascii`,
    ),
    db.query<WordRow>('SELECT category_id, word, products FROM catalog_words WHERE products > 0'),
    db.query<WordPairRow>(
      'SELECT category_id, first, second, products FROM catalog_word_pairs WHERE products > 0',
    ),
  ]);
  const tallies = new Map<string, Tally>();
  for (const row of counts.rows) {
    const key = keyOf(row.facet, row.value);
    const tally = tallies.get(key) ?? { total: 0, byCategory: new Map<number, number>() };
    tally.total += row.products;
    tally.byCategory.set(row.category_id, (tally.byCategory.get(row.category_id) ?? 0) + row.products);
    tallies.set(key, tally);
  }
  const brandsByName = new Map<string, number[]>();
  for (const row of brands.rows) brandsByName.set(row.name, [...(brandsByName.get(row.name) ?? []), row.id]);
  const asciiLowers = lowering.rows[0]?.ascii === true;
  const wordTallies = new WordTallies(words.rows, pairs.rows, { everyPair: true });
  /**
   * The values as the database lowers them, each once (`IN` counts a kept value once however
   * often it is asked). Plain ASCII without capitals (the '' of 'all' and 'sale', a brand's id)
   * is left as it is by lower() in any locale.
   */
  const lowered = (values: readonly string[]) =>
    values.every((value) => ASCII.test(value) && (asciiLowers || !CAPITALS.test(value)))
      ? [...new Set(values.map((value) => value.toLowerCase()))]
      : undefined;

  return {
    sum(facet, values, categoryIds) {
      const keys = lowered(values);
      if (!keys) return undefined;
      const scope = categoryIds && new Set(categoryIds);
      let sum = 0;
      for (const value of keys) {
        const tally = tallies.get(keyOf(facet, value));
        if (!tally) continue;
        if (!scope) sum += tally.total;
        else for (const id of scope) sum += tally.byCategory.get(id) ?? 0;
      }
      return sum;
    },
    brandIds(names) {
      const keys = lowered(names);
      if (!keys) return undefined;
      return keys.flatMap((name) => brandsByName.get(name) ?? []).sort((a, b) => a - b);
    },
    searchBounds(searched, categoryIds) {
      const keys = lowered(searched);
      return keys && wordTallies.bounds(keys, categoryIds);
    },
    searchBoundsByCategory(searched, categoryIds) {
      const keys = lowered(searched);
      return keys && wordTallies.boundsByCategory(keys, categoryIds);
    },
  };
}

/**
 * The kept figures of the catalogue of `db` now, or undefined when it is not watched (then no
 * figure may be remembered: catalog-changes.ts). Callers that list run the offer clock first
 * (list-products.ts), so figures read after an offer's end are read after it was settled.
 */
export async function keptCounts(db: Queryable): Promise<KeptCounts | undefined> {
  const generation = catalogGeneration(db);
  if (generation === undefined) return undefined;
  const hit = kept.get(db);
  if (hit && hit.generation === generation && hit.until > Date.now()) return hit.counts;
  const entry: Entry = { generation, counts: readKeptCounts(db), until: Infinity };
  kept.set(db, entry);
  const forget = () => {
    if (kept.get(db) === entry) kept.delete(db);
  };
  entry.counts.catch(forget);
  nextOfferEnd(db).then((end) => {
    entry.until = Math.min(entry.until, end);
  }, forget);
  return entry.counts;
}
