import { afterAll, describe, expect, it } from '@jest/globals';
import type { Database } from './database';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations/index';
import { openPgliteDatabase } from './pglite-database';
import { testDatabases } from '../test-support/databases';

const databases = await testDatabases();

// The tests' PGlite databases start from a migrated copy (test-support/databases.ts): this one
// migrates a new embedded database from empty, as the shop's first start does.
it('migrates a new embedded database from empty, every migration in order', async () => {
  const db = await openPgliteDatabase();
  try {
    expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.id));
    const { rows } = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual(MIGRATIONS.map((m) => m.id));
  } finally {
    await db.close();
  }
});

describe.each(databases)('migrations on $name', ({ open }) => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
  });

  it('records every migration once, and a second run applies nothing', async () => {
    const db = await open();
    opened.push(db);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual(MIGRATIONS.map((m) => m.id));
    expect(await migrate(db)).toEqual([]);
  });

  it('rolls a failed transaction back', async () => {
    const db = await open();
    opened.push(db);
    await db.exec('CREATE TABLE probe (n int NOT NULL)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe (n) VALUES (1)');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM probe');
    expect(rows[0]?.count).toBe(0);
  });
});
