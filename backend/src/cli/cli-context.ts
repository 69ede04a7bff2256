import { loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import type { CliContext, CliIo } from './cli-command';

/** The context of a real run: config from the environment, the database opened once on demand. */
export function createCliContext(io: CliIo, env: Record<string, string | undefined>, cwd: string) {
  let config: Config | undefined;
  let database: Promise<Database> | undefined;
  const context: CliContext = {
    io,
    cwd,
    config: () => (config ??= loadConfig(env)),
    database: () => (database ??= openDatabase(context.config())),
  };
  const close = async () => {
    if (database) await (await database).close();
  };
  return { context, close };
}
