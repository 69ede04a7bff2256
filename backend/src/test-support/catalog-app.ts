import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';

/** The app over a test database, silent, with throwaway build and data folders; the seed runs at start. */
export async function buildCatalogTestApp(
  db: Database,
  env: Record<string, string> = {},
  dependencies: Omit<AppDependencies, 'db'> = {},
): Promise<FastifyInstance> {
  const dir = mkdtempSync(path.join(tmpdir(), 'riode-catalog-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    BUILD_DIR: path.join(dir, 'build'),
    DATA_DIR: path.join(dir, 'data'),
    DEMO_ACCOUNTS: 'false',
    ...env,
  });
  const app = await buildApp(config, { ...dependencies, db });
  await app.ready();
  return app;
}
