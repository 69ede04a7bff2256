import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.dirname(backendDir);

let compiled: Promise<string> | undefined;

/**
 * The server as `npm start` runs it, compiled from the current source by swc (as the build does)
 * into a folder of this test process: a stale or missing backend/dist (Jest runs before the
 * build) can never be what a test exercises. It sits under backend/node_modules/.cache so that
 * the compiled files resolve the backend's packages.
 */
export function compiledServer(): Promise<string> {
  compiled ??= (async () => {
    const outDir = path.join(backendDir, 'node_modules/.cache/riode-test-server', `${process.pid}`);
    rmSync(outDir, { recursive: true, force: true });
    process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
    const config = JSON.parse(readFileSync(path.join(repoRoot, '.swcrc'), 'utf8')) as {
      jsc: Record<string, unknown>;
    };
    config.jsc.baseUrl = backendDir;
    const configDir = mkdtempSync(path.join(tmpdir(), 'riode-swc-'));
    const configFile = path.join(configDir, 'swcrc.json');
    writeFileSync(configFile, JSON.stringify(config));
    try {
      await promisify(execFile)(
        path.join(repoRoot, 'node_modules/.bin/swc'),
        [
          'src',
          '-d',
          outDir,
          '--strip-leading-paths',
          '--config-file',
          configFile,
          '--ignore',
          '**/*.test.ts',
          '-q',
        ],
        { cwd: backendDir },
      );
    } finally {
      rmSync(configDir, { recursive: true, force: true });
    }
    return path.join(outDir, 'server.js');
  })();
  return compiled;
}

export interface ServerProcess {
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Stops it the way an operator does (SIGTERM) and waits for the exit. */
  stop(): Promise<void>;
  /** Kills it without warning (SIGKILL) and waits for the exit. */
  kill(): Promise<void>;
}

/** Settings every test server shares: loopback, a throwaway build folder, a captcha cheap to solve. */
function baseEnv(): Record<string, string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'riode-server-'));
  return {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    PORT: '0',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    BUILD_DIR: path.join(dir, 'build'),
    DATA_DIR: path.join(dir, 'data'),
    ALTCHA_COST: '1',
    ALTCHA_MAX_NUMBER: '20',
    DEMO_ACCOUNTS: 'false',
    SEED_PRODUCTS: '0',
  };
}

/** Starts `node server.js` with these settings and resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const script = await compiledServer();
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { ...baseEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
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
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, output: () => output, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}
