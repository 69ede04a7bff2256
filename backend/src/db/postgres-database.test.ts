import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { ConfigError } from '../config';
import { shownUrl } from '../security/shown-url';
import { TEST_POSTGRES_URL } from '../test-support/databases';
import type { Database } from './database';
import { MAX_PREPARED_PER_CONNECTION, openPostgresDatabase } from './postgres-database';

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

describe('a pooled connection that PostgreSQL ends while it is idle', () => {
  it('is reported and replaced by the next query, and the server goes on', async () => {
    let told: (error: Error) => void = () => {};
    const lost = new Promise<Error>((resolve) => {
      told = resolve;
    });
    const db = await openPostgresDatabase(TEST_POSTGRES_URL, { poolSize: 1, onIdleConnectionLost: told });
    try {
      const before = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // As a restart, a failover or an operator's pg_terminate_backend ends it.
      const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [before.rows[0]?.pid]);
      await admin.end();
      expect((await lost).message).toContain('terminating connection');
      const after = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      expect(after.rows[0]?.pid).not.toBe(before.rows[0]?.pid);
    } finally {
      await db.close();
    }
  });
});

describe('prepared statements on PostgreSQL', () => {
  interface Kept {
    statement: string;
    generic_plans: number;
    custom_plans: number;
  }
  /** The statements kept on the connection a query runs on (the prepared ones' or the others'). */
  const keptOn = async (db: Database, prepare: boolean) =>
    (
      await db.query<Kept>(
        `SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements
         WHERE statement NOT LIKE '%pg_prepared_statements%'`,
        [],
        { prepare },
      )
    ).rows;

  it('prepares a statement once per connection, plans it once, and answers each run with its own values', async () => {
    const db = await openPostgresDatabase(TEST_POSTGRES_URL, { poolSize: 1 });
    try {
      const sql = 'SELECT $1::int * 2 AS twice';
      // One connection in each pool: every run goes through the same one, so it is prepared once.
      for (const value of [1, 2, 3, 4, 5, 6, 7]) {
        const { rows } = await db.query<{ twice: number }>(sql, [value], { prepare: true });
        expect(rows).toEqual([{ twice: value * 2 }]);
      }
      // Its generic plan from the first run on: PostgreSQL's own choice planned the first five
      // runs with their values and then only kept the generic plan if it cost no more.
      expect(await keptOn(db, true)).toEqual([{ statement: sql, generic_plans: 7, custom_plans: 0 }]);
      // A statement not asked to be prepared is not kept, and runs where nothing is kept: it is
      // planned with its values each time.
      const { rows } = await db.query<{ next: number; mode: string }>(
        `SELECT $1::int + 1 AS next, current_setting('plan_cache_mode') AS mode`,
        [1],
      );
      expect(rows).toEqual([{ next: 2, mode: 'auto' }]);
      expect(await keptOn(db, false)).toEqual([]);
      expect((await keptOn(db, true)).map((kept) => kept.statement)).toEqual([sql]);
    } finally {
      await db.close();
    }
  });

  it('keeps at most MAX_PREPARED_PER_CONNECTION statements on a connection, the ones used last, and prepares one again when it is asked after it was let go', async () => {
    const db = await openPostgresDatabase(TEST_POSTGRES_URL, { poolSize: 1 });
    try {
      const nth = (n: number) => `SELECT $1::int + ${n} AS sum`;
      const run = async (n: number) =>
        (await db.query<{ sum: number }>(nth(n), [1], { prepare: true })).rows[0]?.sum;
      const asked = MAX_PREPARED_PER_CONNECTION + 20;
      for (let n = 0; n < asked; n++) {
        expect(await run(n)).toBe(n + 1);
        // The first statement is used again now and then, so it stays among those used last.
        if (n % 50 === 0) expect(await run(0)).toBe(1);
      }
      const kept = new Set((await keptOn(db, true)).map((statement) => statement.statement));
      expect(kept.size).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION);
      expect(kept.has(nth(0))).toBe(true);
      expect(kept.has(nth(asked - 1))).toBe(true);
      // Let go the longest ago: the second statement, used once at the start.
      expect(kept.has(nth(1))).toBe(false);
      // Asked again, it is prepared again (not sent by a name the server no longer knows).
      expect(await run(1)).toBe(2);
      expect((await keptOn(db, true)).some((statement) => statement.statement === nth(1))).toBe(true);
    } finally {
      await db.close();
    }
  });
});
