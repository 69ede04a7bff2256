import type { Queryable } from '../../db/database';
import { catalogGeneration, stockChangedSince, stockEpoch } from './catalog-changes';
import { nextOfferEnd } from './offer-clock';

/**
 * What a route makes for an answer: its JSON, and the products whose stock figures it shows, or
 * 'any' for an answer that any product's stock can change (a list of the products in stock).
 */
export interface MadeAnswer {
  json: string;
  productIds: readonly number[] | 'any';
}

interface Entry {
  /** The ttl, or the nearest offer end when sooner (offer-clock.ts): then prices change by the clock. */
  expires: number;
  body: Promise<Buffer>;
  size: number;
  /** The stock epoch when the answer began to be made. */
  epoch: number;
  /** Known once made. */
  productIds?: MadeAnswer['productIds'];
}

export interface AnswerCacheOptions {
  /** Upper bound on the bytes of JSON kept; the least recently used answers go first. */
  maxBytes: number;
  /** Even with no change notified, an answer is made again after this long. */
  ttlMs: number;
}

/**
 * Whole answers of a catalogue call (its JSON, exactly as the route's serializer wrote it, kept
 * as UTF-8 bytes so sending it encodes nothing), by the call's validated query. An answer is
 * kept only while the database is watched (catalog-changes.ts) and only for the catalogue's
 * current generation, and never past the nearest end of a running offer (offer-clock.ts), when
 * prices, sale flags and sale counts change with no commit: a commit that changes a product (other than its stock), an image, a brand
 * or a category makes every kept answer go; a commit that changes only stock figures (an order)
 * makes the answers that show one of those products go, and those that any stock figure can
 * change. So an answer given from here is the answer the database would give, stock figures
 * included, without a query, a row mapping or a serialisation. Concurrent requests for an answer being made wait for that one (unless stock
 * changed meanwhile); a failure (a 404, a database error) is not kept.
 */
export function createAnswerCache({ maxBytes, ttlMs }: AnswerCacheOptions) {
  const entries = new Map<string, Entry>();
  let generationKept: number | undefined;
  let bytes = 0;

  const drop = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };
  const current = (db: object, entry: Entry) =>
    entry.productIds === undefined || entry.productIds === 'any'
      ? stockEpoch(db) === entry.epoch
      : !stockChangedSince(db, entry.productIds, entry.epoch);

  return async function answer(db: Queryable, key: string, make: () => Promise<MadeAnswer>): Promise<Buffer> {
    if (catalogGeneration(db) === undefined) return Buffer.from((await make()).json);
    const offerEnds = await nextOfferEnd(db);
    const generation = catalogGeneration(db);
    if (generation === undefined) return Buffer.from((await make()).json);
    if (generation !== generationKept) {
      entries.clear();
      bytes = 0;
      generationKept = generation;
    }
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now && current(db, hit)) {
      // Most recently used last: eviction takes from the front.
      entries.delete(key);
      entries.set(key, hit);
      return hit.body;
    }
    if (hit) drop(key, hit);
    const epoch = stockEpoch(db);
    const made = make();
    const entry: Entry = {
      expires: Math.min(now + ttlMs, offerEnds),
      body: made.then((answer) => Buffer.from(answer.json)),
      size: 0,
      epoch,
    };
    entries.set(key, entry);
    made.then(
      (answer) => {
        entry.productIds = answer.productIds;
      },
      () => undefined,
    );
    entry.body.then(
      (buffer) => {
        if (entries.get(key) !== entry) return;
        entry.size = key.length + buffer.length;
        bytes += entry.size;
        for (const [oldest, first] of entries) {
          if (bytes <= maxBytes) break;
          drop(oldest, first);
        }
      },
      () => drop(key, entry),
    );
    return entry.body;
  };
}
