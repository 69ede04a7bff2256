import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, startShop, type RunningShop } from './shop-server';

const run = promisify(execFile);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface AccountShop {
  readonly url: string;
  /** Runs the operator CLI on this shop's database; returns its output. */
  cli(args: string[]): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A shop of the account journeys' own: its emails go to the given SMTP server, the captcha's
 * proof of work is cheap, and it keeps one data folder and port across restarts. The operator CLI
 * opens the embedded PGlite database, which one process at a time may hold, so the CLI runs with
 * the server stopped and the server then comes back on the same folder and address (its
 * AUTH_SECRET lives in the database, so signed-in browsers stay signed in).
 */
export async function startAccountShop(env: Record<string, string>): Promise<AccountShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-account-e2e-'));
  const shopEnv = {
    ALTCHA_COST: '10',
    ALTCHA_MAX_NUMBER: '200',
    SEED_PRODUCTS: '60',
    ...env,
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
  };
  let shop: RunningShop = await startShop(shopEnv);
  const url = shop.url.replace('localhost', '127.0.0.1');
  return {
    url,
    async cli(args) {
      await shop.stop();
      try {
        const { stdout } = await run(
          process.execPath,
          [path.join(repoRoot, 'backend/dist/cli/index.js'), ...args],
          {
            env: { ...process.env, ...shopEnv, LOG_LEVEL: 'warn' },
          },
        );
        return stdout;
      } finally {
        shop = await startShop(shopEnv);
      }
    },
    async stop() {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
