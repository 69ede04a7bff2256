import { LISTING_COUNT_CAP } from 'shared-contracts';
import { catalogGeneration } from './catalog-changes';
import type { ListingScope } from './category-scope';
import type { ProductFilter } from './product-filter';

/**
 * Which searches and filter combinations matched more products than the count's cap, remembered
 * by this process for the catalogue's current generation (catalog-changes.ts). Finding out costs
 * a statement that reads up to cap + 1 matches (`filteredHits` in list-products.ts): for a common
 * word that is a scan of thousands of names (11-30 ms at 100 000 products), while the page
 * itself is then found by a short walk of the order (about 1 ms). A shopper who searched a word
 * asks for it again as the next page, another order, or after the header's suggestions: those
 * go straight to the walk. Only "more than the cap" is kept, the one answer that is the same
 * for every page and order; any commit that changes the catalogue forgets it all.
 *
 * A price or sale filter is never kept: which products pass it changes when an offer ends,
 * without a commit until the offer clock runs (offer-clock.ts).
 */

/** At most this many combinations per database: a few hundred bytes each. */
const KEPT_LIMIT = 10_000;

/**
 * A map a process keeps per database for the catalogue's current generation (catalog-changes.ts):
 * asked with another generation, it starts empty, so nothing kept survives a change of the
 * catalogue.
 */
function generationMaps<V>(): (db: object, generation: number) => Map<string, V> {
  const kept = new WeakMap<object, { generation: number; map: Map<string, V> }>();
  return (db, generation) => {
    const current = kept.get(db);
    if (current && current.generation === generation) return current.map;
    const fresh = { generation, map: new Map<string, V>() };
    kept.set(db, fresh);
    return fresh.map;
  };
}

/**
 * Per database, the selections known to match more than the cap, least recently used first (a
 * Map keeps insertion order).
 */
const manyNow = generationMaps<true>();

/** The request's selection as a key: its scope and every filter, none of its order or page. */
function keyOf(scope: ListingScope | undefined, filter: ProductFilter): string | undefined {
  if (filter.minCents !== undefined || filter.maxCents !== undefined || filter.isSale !== undefined)
    return undefined;
  return JSON.stringify([
    scope?.ids ?? null,
    filter.words,
    filter.colors,
    filter.sizes,
    filter.types,
    filter.brands,
  ]);
}

/** cap + 1 when this selection is known to match more than the cap now; undefined when not known. */
export function keptManyMatches(
  db: object,
  scope: ListingScope | undefined,
  filter: ProductFilter,
): number | undefined {
  const generation = catalogGeneration(db);
  const key = keyOf(scope, filter);
  if (generation === undefined || key === undefined) return undefined;
  const many = manyNow(db, generation);
  if (!many.delete(key)) return undefined;
  many.set(key, true);
  return LISTING_COUNT_CAP + 1;
}

/**
 * Remembers a selection's count (as `filteredHits` answers it: capped at cap + 1) if it is over
 * the cap. `generation`: catalogGeneration taken before the count's statement ran, so that a
 * change committed meanwhile is never remembered as current.
 */
export function rememberMatchCount(
  db: object,
  scope: ListingScope | undefined,
  filter: ProductFilter,
  count: number,
  generation: number | undefined,
): void {
  const key = keyOf(scope, filter);
  if (generation === undefined || key === undefined || count <= LISTING_COUNT_CAP) return;
  if (catalogGeneration(db) !== generation) return;
  const many = manyNow(db, generation);
  many.delete(key);
  many.set(key, true);
  if (many.size > KEPT_LIMIT) many.delete(many.keys().next().value!);
}
