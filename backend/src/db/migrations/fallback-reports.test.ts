import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Database } from '../database';
import { openPgliteDatabase } from '../pglite-database';
import { fallbackReportsMigration } from './012-fallback-reports';
import { MIGRATIONS } from './index';

/** The migration on a database that still has the old list of reports, forged ones among them. */
describe('the fall-back reports migration', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase();
  });
  afterAll(async () => db?.close());

  it('keeps the old reports between recorded releases as counts, and drops the rest', async () => {
    for (const migration of MIGRATIONS.slice(0, MIGRATIONS.indexOf(fallbackReportsMigration)))
      for (const statement of migration.statements) await db.query(statement);
    for (const version of ['1.0.0', '2.0.0'])
      await db.query(
        `INSERT INTO remote_releases (remote, version, contracts_version, built_at, content_hash, released_by)
         VALUES ('cart', $1, '1.0.0', now(), 'h', 'test')`,
        [version],
      );
    const old: Array<[string, string, string, string]> = [
      ['cart', '2.0.0', '1.0.0', '2030-01-01T10:00:00Z'],
      ['cart', '2.0.0', '1.0.0', '2030-01-02T10:00:00Z'],
      ['cart', '9.9.9-forged', '1.0.0', '2030-01-03T10:00:00Z'],
      ['catalog', '2.0.0', '1.0.0', '2030-01-03T10:00:00Z'],
      ['cart', '2.0.0', '2.0.0', '2030-01-03T10:00:00Z'],
    ];
    for (const row of old)
      await db.query(
        'INSERT INTO remote_fallbacks (remote, from_version, to_version, reported_at) VALUES ($1, $2, $3, $4)',
        row,
      );

    for (const statement of fallbackReportsMigration.statements) await db.query(statement);
    const { rows } = await db.query(
      'SELECT remote, from_version, to_version, count, loaded, failed, first_seen, last_seen FROM remote_fallback_reports',
    );
    expect(rows).toEqual([
      {
        remote: 'cart',
        from_version: '2.0.0',
        to_version: '1.0.0',
        count: 2,
        loaded: 0,
        failed: 0,
        first_seen: new Date('2030-01-01T10:00:00Z'),
        last_seen: new Date('2030-01-02T10:00:00Z'),
      },
    ]);
    const { rows: tables } = await db.query(
      "SELECT table_name FROM information_schema.tables WHERE table_name = 'remote_fallbacks'",
    );
    expect(tables).toEqual([]);
  });
});
