import { loadConfig, type Config } from '../config';
import { takeDataFolderLock } from '../db/data-folder-lock';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import type { CliContext, CliIo } from './cli-command';

/**
 * The embedded database, opened by this process alone: the CLI takes DATA_DIR's lock first (a
 * running server holds it, so a command that would work directly refuses with its message), and
 * a server started meanwhile refuses until the command ends. PostgreSQL needs no lock.
 */
async function openForCommand(config: Config): Promise<{ db: Database; release(): void }> {
  const lock = config.DATABASE_URL ? undefined : await takeDataFolderLock(config.DATA_DIR, 'npm run shop');
  try {
    return { db: await openDatabase(config), release: () => lock?.release() };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** The context of a real run: config from the environment, the database opened once on demand. */
export function createCliContext(io: CliIo, env: Record<string, string | undefined>, cwd: string) {
  let config: Config | undefined;
  let opened: ReturnType<typeof openForCommand> | undefined;
  const context: CliContext = {
    io,
    cwd,
    config: () => (config ??= loadConfig(env)),
    database: async () => (await (opened ??= openForCommand(context.config()))).db,
  };
  const close = async () => {
    const open = await opened?.catch(() => undefined);
    if (!open) return;
    try {
      await open.db.close();
    } finally {
      open.release();
    }
  };
  return { context, close };
}
