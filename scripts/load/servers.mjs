// The shop's server processes for the load run: the backend compiled from source by swc (as the
// build does) into a folder of its own, so a running developer server's backend/dist is never
// touched; a fresh PostgreSQL schema; a Redis key prefix of its own.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from '../lib/packages.mjs';

const backendDir = path.join(root, 'backend');

// Whatever happens to this script, the servers it started do not outlive it.
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * Compiles a backend source folder (`sourceDir`, with its src/) by swc, as the build does, into
 * `outDir`. The bench also uses it, on a copy of the sources taken at an older commit.
 */
export function compileBackend({
  sourceDir = backendDir,
  outDir = path.join(backendDir, 'node_modules/.cache/riode-load-server'),
} = {}) {
  rmSync(outDir, { recursive: true, force: true });
  const config = JSON.parse(readFileSync(path.join(root, '.swcrc'), 'utf8'));
  config.jsc.baseUrl = sourceDir;
  const configDir = mkdtempSync(path.join(tmpdir(), 'riode-swc-'));
  const configFile = path.join(configDir, 'swcrc.json');
  writeFileSync(configFile, JSON.stringify(config));
  try {
    execFileSync(
      path.join(root, 'node_modules/.bin/swc'),
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
      { cwd: sourceDir, stdio: 'inherit' },
    );
  } finally {
    rmSync(configDir, { recursive: true, force: true });
  }
  return outDir;
}

/** A schema of its own on the PostgreSQL server; its URL pins connections to it (search_path). */
export async function createSchema(databaseUrl) {
  const schema = `load_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    schema,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** `node server.js` on a free loopback port; resolves with its address once it listens. */
export function startServer(serverDir, env, label) {
  const child = spawn(process.execPath, [path.join(serverDir, 'server.js')], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.once('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} did not start:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s/]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          label,
          url: match[1].replace('localhost', '127.0.0.1'),
          output: () => output,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited (${code}):\n${output}`));
    });
  });
}
