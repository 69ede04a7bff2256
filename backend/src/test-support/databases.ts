import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations/index';
import { openPgliteDatabase, PGLITE_SHARED_BUFFERS_MB_DEFAULT, pgliteSnapshot } from '../db/pglite-database';
import { openPostgresDatabase } from '../db/postgres-database';

/** The machine's and CI's PostgreSQL server (README.md): 127.0.0.1:5432, trust auth, database test. */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

export interface TestSchema {
  /** A DATABASE_URL whose connections work in this schema only (search_path). */
  url: string;
  drop(): Promise<void>;
}

/** A fresh schema on the test PostgreSQL, for a test's own database or its server processes. */
export async function createTestSchema(): Promise<TestSchema> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: TEST_POSTGRES_URL });
  const client = admin();
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = admin();
      await dropper.connect();
      await dropper.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
      await dropper.end();
    },
  };
}

/**
 * A new embedded database with every migration applied, as a data folder to start a test's PGlite
 * from: a new PGlite runs initdb in WebAssembly and then the migrations, 3-5 s per database on
 * these machines, where starting from the result takes under one. Made by migrate() itself, once
 * per set of migrations and PGlite version (both in the file's name) and kept in the system's
 * temporary folder, so every test file and Jest worker after the first starts from it. On
 * PostgreSQL every test database is still migrated from empty, and db/migrate.test.ts migrates a
 * new PGlite from empty too.
 */
function migratedPglite(): Promise<Blob> {
  // Once per test file: its databases all start from the same copy, read and checked once.
  template ??= readOrMakeMigratedPglite().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

let template: Promise<Blob> | undefined;

async function readOrMakeMigratedPglite(): Promise<Blob> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = readFileSync(path.join(pglite, '../../package.json'), 'utf8');
  const key = createHash('sha256')
    .update(JSON.stringify(MIGRATIONS))
    .update(pglitePackage)
    .digest('hex')
    .slice(0, 16);
  const file = path.join(tmpdir(), `riode-pglite-migrated-${key}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const snapshot = await pgliteSnapshot(async (db) => {
    await migrate(db);
  });
  // Written whole under another name first: a worker reading it meanwhile sees none or all of it.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
  renameSync(partial, file);
  return snapshot;
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * The databases a suite runs against: always PGlite, and PostgreSQL in a schema of its own per
 * open() (so test files running side by side never see each other's rows). PostgreSQL may only
 * be skipped when it is unreachable and CI is not set; on CI it must be there.
 */
export async function testDatabases(): Promise<TestDatabase[]> {
  const list: TestDatabase[] = [
    {
      name: 'pglite',
      open: async () =>
        openPgliteDatabase(undefined, PGLITE_SHARED_BUFFERS_MB_DEFAULT, await migratedPglite()),
    },
  ];
  const reachable = await postgresReachable();
  if (!reachable && process.env.CI)
    throw new Error(`PostgreSQL is required on CI but ${TEST_POSTGRES_URL} is unreachable`);
  if (reachable) {
    list.push({
      name: 'postgres',
      open: async () => {
        const schema = await createTestSchema();
        const db = await openPostgresDatabase(schema.url, { poolSize: 5 });
        await migrate(db);
        const close = db.close.bind(db);
        return {
          ...db,
          close: async () => {
            await close();
            await schema.drop();
          },
        };
      },
    });
  }
  return list;
}
