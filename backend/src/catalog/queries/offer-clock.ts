import type { Queryable } from '../../db/database';
import { NEXT_OFFER_END_SQL, SETTLE_ENDED_OFFERS_SQL } from '../offer-price';
import { catalogGeneration } from './catalog-changes';

/** Without a watch (catalog-changes.ts) an import may add a nearer offer end unseen: ask again this often. */
const UNWATCHED_MS = 5_000;

interface Known {
  generation: number | undefined;
  /** The nearest offer end (ms since 1970), Infinity when no offer runs. */
  end: Promise<number>;
  /** Asked again after this (ms since 1970). */
  until: number;
}

const known = new WeakMap<object, Known>();

/**
 * The nearest offer end (Infinity when none runs) as this process's clock will read it. The
 * database's clock decides when an offer has ended (priceNow and the settling UPDATE use now()),
 * so the end is moved by how far that clock runs ahead of this one, read in the same query:
 * with clocks apart, an ended offer would otherwise sort at its offer price, or settle early.
 */
async function readEnd(db: Queryable): Promise<number> {
  const asked = Date.now();
  const { rows } = await db.query<{ next_end: Date | string | null; db_now: Date | string }>(
    NEXT_OFFER_END_SQL,
    [],
    { prepare: true },
  );
  const answered = Date.now();
  const value = rows[0]?.next_end ?? null;
  if (value === null) return Infinity;
  const ahead = rows[0] ? new Date(rows[0].db_now).getTime() - (asked + answered) / 2 : 0;
  return new Date(value).getTime() - ahead;
}

/**
 * The nearest offer end, after setting the listed price and offer of every offer that has ended
 * again (offer-price.ts): the listing sorts and filters on them, so they must not outlive the
 * offer. The update commits and so also makes every kept answer go (catalog-changes.ts).
 */
async function settledEnd(db: Queryable): Promise<number> {
  const end = await readEnd(db);
  if (end > Date.now()) return end;
  await db.query(SETTLE_ENDED_OFFERS_SQL);
  return readEnd(db);
}

/**
 * Until when an answer about the catalogue made now stays true by the clock: the nearest end of
 * an offer that still runs (offer-price.ts), after which a price, an isSale, a sale count or a
 * price order changes without any commit. The caches (answer-cache.ts, ttl-cache.ts) keep no
 * answer past it. Remembered per database until it passes or the catalogue changes. Once it has
 * passed, the next call settles the ended offers first (settledEnd): the listing calls it before
 * each query, so it never sorts or filters an ended offer at its offer price.
 */
export function nextOfferEnd(db: Queryable): Promise<number> {
  const now = Date.now();
  const generation = catalogGeneration(db);
  const hit = known.get(db);
  if (hit && hit.generation === generation && hit.until > now) return hit.end;
  const end = settledEnd(db);
  const entry: Known = { generation, end, until: generation === undefined ? now + UNWATCHED_MS : Infinity };
  known.set(db, entry);
  end.then(
    (ms) => {
      entry.until = Math.min(entry.until, ms);
    },
    () => {
      if (known.get(db) === entry) known.delete(db);
    },
  );
  return end;
}
