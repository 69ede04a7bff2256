import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { writeBuildFolder, writeReleaseFolder } from '../../test-support/release-folders';
import { compiledServer, startServer, type ServerProcess } from '../../test-support/server-process';

jest.setTimeout(120_000);

const TOKEN = 'operator-token-for-cli-tests-0123456789abcdef';

/**
 * The registry commands as an operator runs them: the compiled CLI (`npm run shop --`) in a
 * process of its own, against the server `npm start` runs, on a build folder of fake releases.
 */
describe('the registry commands against a running server', () => {
  let server: ServerProcess;
  let buildDir: string;
  let cliPath: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'riode-cli-data-'));

  const shop = async (args: string[], token = TOKEN) => {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [cliPath, ...args], {
        env: {
          PATH: process.env.PATH ?? '',
          USER: 'tester',
          SHOP_URL: server.url,
          OPERATOR_TOKEN: token,
          BUILD_DIR: buildDir,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
        },
      });
      return { code: 0, out: stdout, err: stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? -1, out: failed.stdout ?? '', err: failed.stderr ?? '' };
    }
  };
  const ok = async (...args: string[]) => {
    const run = await shop(args);
    expect([args, run.code, run.err]).toEqual([args, 0, '']);
    return run.out;
  };
  const reportFallback = (visitor: string, report: object) =>
    fetch(`${server.url}/api/client-log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `riode-visitor=${visitor.padStart(32, 'e')}` },
      body: JSON.stringify({ kind: 'remote-fallback', page: '/pages/cart', ...report }),
    });
  const folder = (version: string) => path.join(buildDir, 'remotes/cart', version);
  /** The table's row of a release: its cells, split on the padding. */
  const rowOf = (table: string, version: string) =>
    table
      .split('\n')
      .find((line) => line.startsWith(`  ${version} `))
      ?.trim()
      .split(/\s{2,}/);

  beforeAll(async () => {
    buildDir = writeBuildFolder([
      { remote: 'catalog', version: '1.0.0-cat1' },
      { remote: 'cart', version: '1.0.0-v1' },
      { remote: 'account', version: '1.0.0-acc1' },
    ]);
    cliPath = path.join(path.dirname(await compiledServer()), 'cli/index.js');
    server = await startServer({ BUILD_DIR: buildDir, OPERATOR_TOKEN: TOKEN });
    for (const version of ['2.0.0-v2', '3.0.0-v3', '4.0.0-v4', '5.0.0-v5'])
      writeReleaseFolder(buildDir, { remote: 'cart', version });
    for (const version of ['2.0.0-v2', '3.0.0-v3', '4.0.0-v4']) await ok('register-release', 'cart', version);
    await ok('rollback', 'cart');
    await ok('register-release', 'cart', '5.0.0-v5', '--canary', '20');
    for (const visitor of ['1', '2'])
      await reportFallback(visitor, { remote: 'cart', from: '5.0.0-v5', to: '3.0.0-v3', outcome: 'loaded' });
    await reportFallback('3', { remote: 'cart', from: '3.0.0-v3', to: '2.0.0-v2', outcome: 'failed' });
    await reportFallback('4', { remote: 'cart', from: '6.6.6-forged', to: '3.0.0-v3', outcome: 'failed' });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });

  it('`releases` prints a table per remote with the marks, the fall-backs reported and the rollbacks', async () => {
    const table = await ok('releases');
    expect(table.split('\n').length).toBeLessThan(40);
    expect(table).toMatch(/^catalog\n {2}VERSION +BUILT +RELEASED +STATE +CONTRACTS\n {2}1\.0\.0-cat1 /);
    const date = expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(rowOf(table, '5.0.0-v5')).toEqual(['5.0.0-v5', date, date, 'canary 20%', '1.0.0']);
    expect(rowOf(table, '4.0.0-v4')).toEqual(['4.0.0-v4', date, date, 'withdrawn', '1.0.0']);
    expect(rowOf(table, '3.0.0-v3')).toEqual(['3.0.0-v3', date, date, 'active', '1.0.0']);
    expect(rowOf(table, '2.0.0-v2')).toEqual(['2.0.0-v2', date, date, 'fall-back', '1.0.0']);
    expect(rowOf(table, '1.0.0-v1')).toEqual(['1.0.0-v1', date, date, '1.0.0']);
    // The reports, per (from, to): count, loaded, failed; the forged one is not there.
    expect(table).toMatch(/ {4}5\.0\.0-v5 +3\.0\.0-v3 +2 +2 +0 +\d{4}-/);
    expect(table).toMatch(/ {4}3\.0\.0-v3 +2\.0\.0-v2 +1 +0 +1 +\d{4}-/);
    expect(table).not.toContain('6.6.6-forged');
    expect(table).toMatch(
      /Recent rollbacks\n {2}WHEN +REMOTE +FROM +TO +BY\n {2}\S+ \S+ +cart +4\.0\.0-v4 +3\.0\.0-v3 +tester\n/,
    );
    expect(await ok('releases', 'cart')).not.toContain('catalog');
  });

  it('`releases --json` keeps the machine form', async () => {
    const answer = JSON.parse(await ok('releases', '--json')) as {
      releases: Array<{ remote: string; version: string }>;
      status: { active: Record<string, string>; recentFallbacks: unknown[] };
      rollbacks: unknown[];
    };
    expect(answer.releases.filter((release) => release.remote === 'cart')).toHaveLength(5);
    expect(answer.status.active.cart).toBe('3.0.0-v3');
    expect(answer.status.recentFallbacks).toHaveLength(2);
    expect(answer.rollbacks).toHaveLength(1);
  });

  it('a refused release leaves no row', async () => {
    writeReleaseFolder(buildDir, { remote: 'cart', version: '9.0.0-major', contractsVersion: '2.0.0' });
    const refused = await shop(['register-release', 'cart', '9.0.0-major']);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('the shell accepts major 1');
    expect(await ok('releases', 'cart', '--json')).not.toContain('9.0.0-major');
  });

  it('`prune` removes old release folders beyond N, never the active, canary or fall-back one', async () => {
    expect(await ok('prune', 'cart', '--keep', '2')).toBe(
      'Removed 1 release folder(s) of cart: 1.0.0-v1\n' +
        'Kept: 5.0.0-v5 (canary), 4.0.0-v4 (newest), 3.0.0-v3 (active), 2.0.0-v2 (fall-back)\n',
    );
    expect(JSON.parse(await ok('prune', 'cart', '--keep', '0', '--json'))).toEqual({
      removed: ['4.0.0-v4'],
      kept: [
        { version: '5.0.0-v5', because: 'canary' },
        { version: '3.0.0-v3', because: 'active' },
        { version: '2.0.0-v2', because: 'fall-back' },
      ],
    });
    expect(
      ['1.0.0-v1', '2.0.0-v2', '3.0.0-v3', '4.0.0-v4', '5.0.0-v5'].map((v) => existsSync(folder(v))),
    ).toEqual([false, true, true, false, true]);
    // The other remotes are untouched, and the table marks the pruned releases.
    expect(existsSync(path.join(buildDir, 'remotes/catalog/1.0.0-cat1'))).toBe(true);
    const table = await ok('releases', 'cart');
    expect(rowOf(table, '1.0.0-v1')?.[3]).toBe('no folder');
    expect(rowOf(table, '4.0.0-v4')?.[3]).toBe('withdrawn, no folder');
  });

  it('`prune` refuses bad input with a clear message and removes nothing', async () => {
    for (const [args, code, message] of [
      [['prune', 'cart'], 2, '--keep is missing'],
      [['prune', 'cart', '--keep', 'many'], 2, '--keep must be a whole number from 0 to 1000'],
      [['prune', 'cart', '--keep=-1'], 2, '--keep must be a whole number from 0 to 1000'],
      [['prune', 'shell', '--keep', '1'], 2, 'name a remote: catalog, cart, account'],
      [['prune', 'cart', 'extra', '--keep', '1'], 2, "unexpected argument 'extra'"],
    ] as const) {
      const run = await shop([...args]);
      expect([args, run.code, run.out]).toEqual([args, code, '']);
      expect(run.err).toContain(message);
      expect(run.err).toContain('Usage: npm run shop -- prune <remote> --keep <n> [--json]');
    }
    const refused = await shop(['prune', 'cart', '--keep', '0'], 'not-the-operator-token-0123456789abcdef');
    expect(refused).toEqual({ code: 1, out: '', err: 'Operator token required.\n' });
    expect(['2.0.0-v2', '3.0.0-v3', '5.0.0-v5'].map((v) => existsSync(folder(v)))).toEqual([
      true,
      true,
      true,
    ]);
  });
});
