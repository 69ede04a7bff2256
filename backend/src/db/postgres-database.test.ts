import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '../config';
import { shownUrl } from '../security/shown-url';
import { TEST_POSTGRES_URL } from '../test-support/databases';
import { openPostgresDatabase } from './postgres-database';

describe('a DATABASE_URL the server cannot reach', () => {
  it('stops the start with one line naming the setting and the address, its password masked', async () => {
    // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
    const opening = openPostgresDatabase('postgres://shop:s3cret@127.0.0.1:1/shopdb');
    await expect(opening).rejects.toBeInstanceOf(ConfigError);
    const message = await opening.then(
      () => '',
      (error: Error) => error.message,
    );
    expect(message).toMatch(
      /^The database at DATABASE_URL=postgres:\/\/shop:\*\*\*@127\.0\.0\.1:1\/shopdb cannot be reached: /,
    );
    expect(message).toContain('ECONNREFUSED');
    expect(message).not.toContain('s3cret');
    expect(message).not.toContain('\n');
  });

  it('never shows a password, nor a value that is no URL', () => {
    expect(shownUrl('postgres://a:b@db.internal:5432/shop')).toBe('postgres://a:***@db.internal:5432/shop');
    expect(shownUrl('postgres://db.internal/shop')).toBe('postgres://db.internal/shop');
    expect(shownUrl('host=db password=hunter2')).toBe('(a value that is not a URL, not shown)');
  });
});

describe('prepared statements on PostgreSQL', () => {
  it('prepares a statement once per connection and answers each run with its own values', async () => {
    const db = await openPostgresDatabase(TEST_POSTGRES_URL, 1);
    try {
      const sql = 'SELECT $1::int * 2 AS twice';
      // One connection in the pool: every run goes through it, so it is prepared once.
      for (const value of [1, 2, 3, 4, 5, 6, 7]) {
        const { rows } = await db.query<{ twice: number }>(sql, [value], { prepare: true });
        expect(rows).toEqual([{ twice: value * 2 }]);
      }
      const { rows: prepared } = await db.query<{ runs: number }>(
        'SELECT generic_plans + custom_plans AS runs FROM pg_prepared_statements WHERE statement = $1',
        [sql],
      );
      expect(prepared).toEqual([{ runs: 7 }]);
      // A statement not asked to be prepared is not kept.
      await db.query('SELECT $1::int + 1 AS next', [1]);
      const { rows: kept } = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM pg_prepared_statements',
      );
      expect(kept).toEqual([{ count: 1 }]);
    } finally {
      await db.close();
    }
  });
});
