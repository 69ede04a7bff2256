import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const shown = address.replace('127.0.0.1', 'localhost');
  // Printed plainly (not only in the JSON log) so whoever ran `npm start` sees where the shop is.
  console.log(`\nThe shop is running at ${shown}/\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
