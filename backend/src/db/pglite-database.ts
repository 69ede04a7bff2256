import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database';
import { plannerOptions } from './planner-settings';

/** PGlite's page size: shared_buffers is given to its single-user backend in pages (-B). */
const PAGE_BYTES = 8192;
/**
 * PostgreSQL's default of 128 MB of shared buffers lives inside PGlite's WebAssembly memory, so it
 * is resident from the first queries on: about 150 MB of the embedded shop's RSS. 32 MB holds the
 * seed catalogue and its indexes many times over; a larger embedded catalogue can ask for more
 * (PGLITE_SHARED_BUFFERS_MB, docs/operating.md).
 */
export const PGLITE_SHARED_BUFFERS_MB_DEFAULT = 32;

/**
 * Embedded PostgreSQL; `dataDir` undefined keeps it in memory (tests), a path keeps it on disk.
 * `from`, for one in memory, is a data folder to start from instead of a new one (pgliteSnapshot).
 */
export async function openPgliteDatabase(
  dataDir?: string,
  sharedBuffersMb = PGLITE_SHARED_BUFFERS_MB_DEFAULT,
  from?: Blob,
): Promise<Database> {
  const options = { ...pgliteOptions(sharedBuffersMb), loadDataDir: from };
  const db = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await db.waitReady;
  return databaseOf(db);
}

/**
 * The data folder of a new in-memory database after `prepare` ran on it, as a tarball that
 * openPgliteDatabase starts from. A new database runs initdb in WebAssembly (seconds on a busy
 * machine); starting from its copy skips that, and whatever `prepare` did (the tests' migrated
 * databases, test-support/databases.ts).
 */
export async function pgliteSnapshot(prepare: (db: Database) => Promise<void>): Promise<Blob> {
  const db = new PGlite(pgliteOptions(PGLITE_SHARED_BUFFERS_MB_DEFAULT));
  await db.waitReady;
  try {
    await prepare(databaseOf(db));
    return await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

function pgliteOptions(sharedBuffersMb: number) {
  return {
    // pg_trgm: the trigram index over the catalogue's words (migration 020) and, before migration
    // 022 dropped them, over the names (007, 014, with btree_gin for the category), which the
    // migrations still create on their way.
    extensions: { pg_trgm, btree_gin },
    startParams: [
      ...PGlite.defaultStartParams,
      '-B',
      String((sharedBuffersMb * 1024 * 1024) / PAGE_BYTES),
      ...plannerOptions().flatMap((option) => option.split(' ')),
    ],
  };
}

function databaseOf(db: PGlite): Database {
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
