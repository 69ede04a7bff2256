import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export interface DatabaseSettings {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite on disk under DATA_DIR; migrated. */
export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  let db: Database;
  if (settings.DATABASE_URL) {
    db = await openPostgresDatabase(settings.DATABASE_URL);
  } else {
    const dir = path.join(settings.DATA_DIR, 'pglite');
    await mkdir(dir, { recursive: true });
    db = await openPgliteDatabase(dir);
  }
  await migrate(db);
  return db;
}
