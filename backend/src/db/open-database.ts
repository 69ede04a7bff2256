import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export interface DatabaseSettings {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  PGLITE_SHARED_BUFFERS_MB?: number;
}

/** Where the embedded database keeps its files. */
export const pgliteFolder = (settings: Pick<DatabaseSettings, 'DATA_DIR'>) =>
  path.join(settings.DATA_DIR, 'pglite');

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite on disk under DATA_DIR; migrated.
 * `onConnectionLost`: told when PostgreSQL ends an idle pooled connection (postgres-database.ts).
 */
export async function openDatabase(
  settings: DatabaseSettings,
  onConnectionLost?: (error: Error) => void,
): Promise<Database> {
  let db: Database;
  if (settings.DATABASE_URL) {
    db = await openPostgresDatabase(settings.DATABASE_URL, { onIdleConnectionLost: onConnectionLost });
  } else {
    const dir = pgliteFolder(settings);
    await mkdir(dir, { recursive: true });
    db = await openPgliteDatabase(dir, settings.PGLITE_SHARED_BUFFERS_MB);
  }
  await migrate(db);
  return db;
}
