import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningShop {
  url: string;
  stop(): Promise<void>;
}

/**
 * A second shop server for journeys that need a different build or data (a remote removed, a
 * rollback): the same server `npm start` runs, on a free port, with its own data folder.
 */
export async function startShop(env: Record<string, string>): Promise<RunningShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-data-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'backend/dist/server.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the shop did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s/]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the shop exited (${code}):\n${output}`)));
  });
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A copy of the production build to alter (remove a remote, add a release) without touching the real one. */
export function copyBuild(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-build-'));
  cpSync(process.env.BUILD_DIR ?? path.join(repoRoot, 'build'), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
