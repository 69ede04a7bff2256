import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database';

/** Embedded PostgreSQL; `dataDir` undefined keeps it in memory (tests), a path keeps it on disk. */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  // pg_trgm: the trigram index of the product name search (migration 007).
  const options = { extensions: { pg_trgm } };
  const db = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
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
    // One in-process connection: a commit's notifications arrive before the committing query
    // returns, and they stop only when the database closes.
    async listen(channel, onNotify) {
      const unsubscribe = await db.listen(channel, onNotify);
      return async () => {
        if (!db.closed) await unsubscribe();
      };
    },
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}
