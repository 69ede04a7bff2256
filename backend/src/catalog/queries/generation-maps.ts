/**
 * A map a process keeps per database for the catalogue's current generation (catalog-changes.ts):
 * asked with another generation, it starts empty, so nothing kept survives a change of the
 * catalogue. Used by what the listing remembers between requests (kept-match-counts.ts,
 * page-anchors.ts).
 */
export function generationMaps<V>(): (db: object, generation: number) => Map<string, V> {
  const kept = new WeakMap<object, { generation: number; map: Map<string, V> }>();
  return (db, generation) => {
    const current = kept.get(db);
    if (current && current.generation === generation) return current.map;
    const fresh = { generation, map: new Map<string, V>() };
    kept.set(db, fresh);
    return fresh.map;
  };
}
