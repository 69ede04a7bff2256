import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/** Embedded PostgreSQL; `dataDir` undefined keeps it in memory (tests), a path keeps it on disk. */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row extends object>(sql: string, params?: unknown[]) {
      const result = await target.query<Row>(sql, params);
      return { rows: result.rows };
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    // PGlite has one connection: its transaction() queues other work until this one ends.
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}
