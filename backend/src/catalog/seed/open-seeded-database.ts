import type { FastifyBaseLogger } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { openDatabase, pgliteFolder } from '../../db/open-database';
import { seedIfEmpty, type SeedReport } from './seed-catalog';
import { seedEmbeddedDatabase } from './seed-embedded';

async function catalogueIsEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM products) AS any');
  return !rows[0]?.any;
}

/**
 * The shop's database, with the seed catalogue written first when the products table is empty
 * (SEED_PRODUCTS): so a new shop has something to sell. A new embedded database (no folder yet) is
 * created and seeded in a child process (seed-embedded.ts) before the server opens it, so none of
 * the seeding's memory stays with the server.
 */
export async function openSeededDatabase(config: Config, log: FastifyBaseLogger): Promise<Database> {
  const logged = (report: SeedReport | undefined) => {
    if (report) log.info(report, 'seeded the catalogue');
  };
  const folder = pgliteFolder(config);
  if (!config.DATABASE_URL && config.SEED_PRODUCTS > 0 && !existsSync(path.join(folder, 'PG_VERSION'))) {
    logged(
      await seedEmbeddedDatabase({
        dir: folder,
        sharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
        products: config.SEED_PRODUCTS,
      }),
    );
  }
  const db = await openDatabase(config, (error) =>
    log.warn({ err: error }, 'an idle database connection was lost; the next query opens another'),
  );
  // A shop emptied by its operator is seeded again, in this process.
  if (config.SEED_PRODUCTS > 0 && (await catalogueIsEmpty(db)))
    logged(await seedIfEmpty(db, config.SEED_PRODUCTS));
  return db;
}
