/**
 * Remembers answers for a short time. Used for what only an import changes (category counts,
 * the filter panel, the size list), which otherwise scan a large catalogue on every page view;
 * another process's import shows after at most `ttlMs`. Entries belong to a database object,
 * so two apps in one process (the tests) never see each other's answers. Concurrent misses
 * share one load.
 */
export function createTtlCache<V>(ttlMs: number, maxEntries = 500) {
  const byOwner = new WeakMap<object, Map<string, { expires: number; value: Promise<V> }>>();
  return async function cached(owner: object, key: string, load: () => Promise<V>): Promise<V> {
    let entries = byOwner.get(owner);
    if (!entries) byOwner.set(owner, (entries = new Map()));
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (entries.size >= maxEntries) entries.clear();
    const value = load();
    entries.set(key, { expires: now + ttlMs, value });
    // A failed load is not remembered: the next request tries again.
    value.catch(() => entries.delete(key));
    return value;
  };
}
