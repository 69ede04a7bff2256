import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataFolderBusyError, takeDataFolderLock, type DataFolderLock } from './db/data-folder-lock';

/**
 * The server holds DATA_DIR's lock while it runs: with the embedded database no other process may
 * open it (a second server or the CLI refuses, or the CLI goes through this server's operator
 * API at the address the lock records). With PostgreSQL the database takes care of concurrent
 * writers; the lock then only tells the CLI where the server is, and a second server on the same
 * folder (or one that cannot write there) goes without.
 */
async function lockDataFolder(config: ReturnType<typeof loadConfig>): Promise<DataFolderLock | null> {
  try {
    return await takeDataFolderLock(config.DATA_DIR, 'server');
  } catch (error) {
    // Only the embedded database needs it; a PostgreSQL shop may even run with DATA_DIR read-only.
    if (config.DATABASE_URL) return null;
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const lock = await lockDataFolder(config);
  const app = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const shown = address.replace('127.0.0.1', 'localhost');
  await lock?.setUrl(address);
  // Printed plainly (not only in the JSON log) so whoever ran `npm start` sees where the shop is.
  console.log(`\nThe shop is running at ${shown}/\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataFolderBusyError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
