import { describe, expect, it } from '@jest/globals';
import type { Queryable } from '../../db/database';
import { NEXT_OFFER_END_SQL, SETTLE_ENDED_OFFERS_SQL } from '../offer-price';
import { nextOfferEnd } from './offer-clock';

const MINUTE = 60_000;

/**
 * A database whose clock runs `ahead` ms ahead of this process's, with one offer that ends
 * `endsIn` ms after the database's now; settling it (the UPDATE) leaves no offer. Records what
 * it was asked.
 */
function databaseWithClock(ahead: number, endsIn: number) {
  const asked: string[] = [];
  let settled = false;
  const db: Queryable = {
    async query<Row extends object>(sql: string) {
      asked.push(sql);
      const dbNow = Date.now() + ahead;
      if (sql === SETTLE_ENDED_OFFERS_SQL) {
        settled = settled || endsIn <= 0;
        return { rows: [] as Row[] };
      }
      if (sql !== NEXT_OFFER_END_SQL) throw new Error(`not expected: ${sql}`);
      const nextEnd = settled ? null : new Date(dbNow + endsIn);
      return { rows: [{ next_end: nextEnd, db_now: new Date(dbNow) }] as unknown as Row[] };
    },
  };
  return { db, asked };
}

describe('the offer clock, when the database clock and the server clock differ', () => {
  it('settles an offer the database says has ended, although the server clock has not reached its end', async () => {
    // The database runs 2 minutes ahead; by its clock the offer ended 1 minute ago, by ours it has
    // another minute to go. Its price must no longer sort or filter as an offer.
    const { db, asked } = databaseWithClock(2 * MINUTE, -MINUTE);
    expect(await nextOfferEnd(db)).toBe(Infinity);
    expect(asked).toContain(SETTLE_ENDED_OFFERS_SQL);
  });

  it('leaves an offer running by the database clock alone, although the server clock is past its end', async () => {
    // The database runs 2 minutes behind; by its clock the offer has a minute left.
    const { db, asked } = databaseWithClock(-2 * MINUTE, MINUTE);
    const end = await nextOfferEnd(db);
    expect(asked).not.toContain(SETTLE_ENDED_OFFERS_SQL);
    // Answered in the server's clock: the minute the offer has left, not the minute ago its
    // timestamp reads as here, so what is kept until then lasts exactly as long as the offer.
    expect(end - Date.now()).toBeGreaterThan(0.9 * MINUTE);
    expect(end - Date.now()).toBeLessThanOrEqual(MINUTE);
  });
});
