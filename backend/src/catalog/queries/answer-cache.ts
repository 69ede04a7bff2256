import { catalogGeneration } from './catalog-changes';

interface Entry {
  expires: number;
  body: Promise<string>;
  size: number;
}

export interface AnswerCacheOptions {
  /** Upper bound on the characters of JSON kept; the least recently used answers go first. */
  maxChars: number;
  /** Even with no change notified, an answer is made again after this long. */
  ttlMs: number;
}

/**
 * Whole answers of a catalogue call (its JSON text, exactly as the route's serializer wrote it),
 * by the call's validated query. An answer is kept only while the database is watched
 * (catalog-changes.ts) and only for the catalogue's current generation: the first commit that
 * changes a product, an image, a brand or a category makes every kept answer go. So a page
 * answered from here is the page the database would answer, stock figures included, without a
 * query, a row mapping or a serialisation. Concurrent requests for an answer being made wait
 * for that one; a failure (a 404, a database error) is not kept.
 */
export function createAnswerCache({ maxChars, ttlMs }: AnswerCacheOptions) {
  const entries = new Map<string, Entry>();
  let generationKept: number | undefined;
  let chars = 0;

  const drop = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    chars -= entry.size;
  };

  return function answer(db: object, key: string, make: () => Promise<string>): Promise<string> {
    const generation = catalogGeneration(db);
    if (generation === undefined) return make();
    if (generation !== generationKept) {
      entries.clear();
      chars = 0;
      generationKept = generation;
    }
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) {
      // Most recently used last: eviction takes from the front.
      entries.delete(key);
      entries.set(key, hit);
      return hit.body;
    }
    if (hit) drop(key, hit);
    const body = make();
    const entry: Entry = { expires: now + ttlMs, body, size: 0 };
    entries.set(key, entry);
    body.then(
      (text) => {
        if (entries.get(key) !== entry) return;
        entry.size = key.length + text.length;
        chars += entry.size;
        for (const [oldest, first] of entries) {
          if (chars <= maxChars) break;
          drop(oldest, first);
        }
      },
      () => drop(key, entry),
    );
    return body;
  };
}
