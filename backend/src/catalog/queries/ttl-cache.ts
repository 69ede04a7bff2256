import type { Queryable } from '../../db/database';
import { catalogGeneration } from './catalog-changes';
import { nextOfferEnd } from './offer-clock';

/**
 * Remembers answers about the catalogue (category counts, the filter panel, the size list), which
 * otherwise scan a large catalogue on every page view. While the database is watched
 * (catalog-changes.ts) an answer is forgotten as soon as a commit changes the catalogue, and in
 * any case after `ttlMs`. Entries belong to a database object, so two apps in one process (the
 * tests) never see each other's answers. Concurrent misses share one load. An answer that shows
 * prices or what is on sale (`byOffers`) is also forgotten when the nearest running offer ends
 * (offer-clock.ts), as prices then change with no commit.
 */
export function createTtlCache<V>(ttlMs: number, { maxEntries = 500, byOffers = false } = {}) {
  const byOwner = new WeakMap<
    object,
    Map<string, { expires: number; generation: number | undefined; value: Promise<V> }>
  >();
  return async function cached(owner: Queryable, key: string, load: () => Promise<V>): Promise<V> {
    const offerEnds = byOffers ? await nextOfferEnd(owner) : Infinity;
    let entries = byOwner.get(owner);
    if (!entries) byOwner.set(owner, (entries = new Map()));
    const now = Date.now();
    const generation = catalogGeneration(owner);
    const hit = entries.get(key);
    if (hit && hit.expires > now && hit.generation === generation) return hit.value;
    if (entries.size >= maxEntries) entries.clear();
    const value = load();
    const entry = { expires: Math.min(now + ttlMs, offerEnds), generation, value };
    entries.set(key, entry);
    // A failed load is not remembered: the next request tries again.
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  };
}
