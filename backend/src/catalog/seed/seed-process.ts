import { mkdir } from 'node:fs/promises';
import { migrate } from '../../db/migrate';
import { openPgliteDatabase } from '../../db/pglite-database';
import { seedIfEmpty } from './seed-catalog';

/** Seeds the embedded database in a process of its own (seed-embedded.ts says why); reports over IPC. */
const [dir = '', sharedBuffersMb = '', products = ''] = process.argv.slice(2);
await mkdir(dir, { recursive: true });
const db = await openPgliteDatabase(dir, Number(sharedBuffersMb));
try {
  await migrate(db);
  const report = await seedIfEmpty(db, Number(products));
  await new Promise<void>((resolve) => process.send?.(report ?? null, () => resolve()) ?? resolve());
} finally {
  await db.close();
}
