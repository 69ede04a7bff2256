import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { buildTestApp } from '../test-support/account-app';
import { testDatabases } from '../test-support/databases';
import {
  FAKE_SERVER_ENTRY,
  type FakeRelease,
  writeBuildFolder,
  writeReleaseFolder,
} from '../test-support/release-folders';
import { FALLBACK_REPORT_LIMITS } from './fallback-reports';
import { checkReleaseFolder } from './release-folder';
import { probeServerEntry } from './server-build';
import { canaryBucket } from './visitor';

const databases = await testDatabases();
const TOKEN = 'operator-token-for-tests-0123456789abcdef';
const auth = { authorization: `Bearer ${TOKEN}` };

describe.each(databases)('the remote registry on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let buildDir: string;

  const registryOf = async (cookie?: string) =>
    (await app.inject({ method: 'GET', url: '/remotes.json', headers: cookie ? { cookie } : {} })).json() as {
      remotes: Record<string, { version: string; fallbackVersion?: string }>;
    };
  const release = (body: object) =>
    app.inject({ method: 'POST', url: '/api/operator/releases', headers: auth, payload: body });
  const listed = async (remote: string) =>
    (
      (await app.inject({ url: `/api/operator/releases?remote=${remote}`, headers: auth })).json() as {
        releases: Array<{ version: string; withdrawnAt: string | null; folder: boolean }>;
      }
    ).releases;
  const statusOf = async () =>
    (await app.inject({ method: 'GET', url: '/api/status/remotes' })).json() as {
      active: Record<string, string | null>;
      fallback: Record<string, string | null>;
      recentFallbacks: Array<
        Record<string, unknown> & { fromVersion: string; toVersion: string; count: number }
      >;
    };
  /** A browser's fall-back report, from a visitor (cookie) at an address. */
  const reportFallback = (report: object, visitor?: string, address = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/client-log',
      payload: { kind: 'remote-fallback', page: '/pages/cart', ...report },
      headers: visitor ? { cookie: `riode-visitor=${visitor}` } : {},
      remoteAddress: address,
    });
  const visitorId = (n: number) => n.toString(16).padStart(32, 'c');
  const reportsOf = async (from: string, to: string) =>
    (await statusOf()).recentFallbacks.find((row) => row.fromVersion === from && row.toVersion === to);

  beforeAll(async () => {
    db = await open();
    buildDir = writeBuildFolder([
      { remote: 'catalog', version: '1.0.0-cat1' },
      { remote: 'cart', version: '1.0.0-v1' },
      { remote: 'account', version: '1.0.0-acc1' },
    ]);
    app = await buildTestApp(db, { BUILD_DIR: buildDir, OPERATOR_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('activates the releases of the build at start', async () => {
    const registry = await registryOf();
    expect(
      Object.fromEntries(Object.entries(registry.remotes).map(([name, r]) => [name, r.version])),
    ).toEqual({
      catalog: '1.0.0-cat1',
      cart: '1.0.0-v1',
      account: '1.0.0-acc1',
    });
  });

  it('refuses registry changes without the operator token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/operator/remotes/cart/rollback',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'operatorOnly' });
  });

  it('refuses broken releases with the reason, and changes nothing', async () => {
    writeReleaseFolder(buildDir, { remote: 'cart', version: '9.0.0-major', contractsVersion: '2.0.0' });
    writeReleaseFolder(buildDir, { remote: 'cart', version: '9.0.0-minor', contractsVersion: '1.1.0' });
    writeReleaseFolder(buildDir, { remote: 'cart', version: '9.0.0-nomanifest', manifest: false });
    writeReleaseFolder(buildDir, { remote: 'cart', version: '9.0.0-wrongname', manifestName: 'catalog' });
    writeReleaseFolder(buildDir, { remote: 'cart', version: '9.0.0-noroutes', exposes: ['./cart-dropdown'] });
    const reasons = [];
    for (const version of [
      '9.0.0-major',
      '9.0.0-nomanifest',
      '9.0.0-wrongname',
      '9.0.0-noroutes',
      '9.0.0-absent',
      '9.0.0-minor',
    ]) {
      const response = await release({ remote: 'cart', version });
      expect(response.statusCode).toBe(422);
      reasons.push(response.json().data as string);
    }
    expect(reasons[0]).toMatch(/shared-contracts 2\.0\.0.*accepts major 1/);
    expect(reasons[1]).toMatch(/mf-manifest\.json is missing/);
    expect(reasons[2]).toMatch(/names the remote "catalog"/);
    expect(reasons[3]).toMatch(/exposes no \.\/routes/);
    expect(reasons[4]).toMatch(/no release folder/);
    expect(reasons[5]).toMatch(/1\.1\.0, newer than the shell's 1\.0\.0: release the shell first/);
    expect((await registryOf()).remotes.cart?.version).toBe('1.0.0-v1');
    // A refused release leaves no row: only the build's release is on record.
    expect((await listed('cart')).map((entry) => entry.version)).toEqual(['1.0.0-v1']);
  });

  it('refuses a release that lacks a file its manifests name, or whose page-chunks.json is not valid', async () => {
    const complete = { routesFiles: ['routes.1.js'], pageChunks: { pages: { cart: ['page-cart.1.js'] } } };
    writeReleaseFolder(buildDir, {
      remote: 'cart',
      version: '9.1.0-norouteschunk',
      ...complete,
      files: ['page-cart.1.js'],
    });
    writeReleaseFolder(buildDir, {
      remote: 'cart',
      version: '9.1.0-nopagechunk',
      ...complete,
      files: ['routes.1.js'],
    });
    writeReleaseFolder(buildDir, {
      remote: 'cart',
      version: '9.1.0-badpages',
      routesFiles: ['routes.1.js'],
      pageChunks: { pages: { cart: ['../../../shell/main.js'] } },
      files: ['routes.1.js'],
    });
    writeReleaseFolder(buildDir, {
      remote: 'cart',
      version: '9.1.0-nosharedcopy',
      ...complete,
      sharedFiles: ['rxjs.1.js'],
      files: ['routes.1.js', 'page-cart.1.js'],
    });
    writeReleaseFolder(buildDir, {
      remote: 'cart',
      version: '9.1.0-notjson',
      pageChunks: '{ pages',
      files: [],
    });
    const reasons: string[] = [];
    for (const version of [
      '9.1.0-norouteschunk',
      '9.1.0-nopagechunk',
      '9.1.0-nosharedcopy',
      '9.1.0-badpages',
      '9.1.0-notjson',
    ]) {
      const response = await release({ remote: 'cart', version });
      expect([version, response.statusCode]).toEqual([version, 422]);
      reasons.push(response.json().data as string);
    }
    expect(reasons).toEqual([
      'Release refused: files its manifests name are missing: routes.1.js',
      'Release refused: files its manifests name are missing: page-cart.1.js',
      'Release refused: files its manifests name are missing: rxjs.1.js',
      'Release refused: page-chunks.json is invalid',
      'Release refused: page-chunks.json is invalid',
    ]);
    expect((await registryOf()).remotes.cart?.version).toBe('1.0.0-v1');

    writeReleaseFolder(buildDir, {
      remote: 'cart',
      version: '9.1.0-whole',
      routesFiles: ['routes.1.js'],
      // A page's code in a subfolder of the release is still the release's.
      pageChunks: { pages: { cart: ['js/page-cart.1.js'] } },
      sharedFiles: ['rxjs.1.js'],
      files: ['routes.1.js', 'js/page-cart.1.js', 'rxjs.1.js'],
    });
    // The same release with every file: accepted (checked without activating it).
    expect(await checkReleaseFolder(buildDir, 'cart', '9.1.0-whole', '1.0.0')).toMatchObject({ ok: true });
  });

  it('refuses a release whose server build is missing, not marked CommonJS, or not a container Node can load', async () => {
    const broken: Array<[string, Partial<FakeRelease>]> = [
      ['9.2.0-noserver', { serverEntry: false }],
      ['9.2.0-nomarker', { serverPackageJson: false }],
      ['9.2.0-esmmarker', { serverPackageJson: { type: 'module' } }],
      ['9.2.0-throws', { serverEntry: 'throw new ReferenceError("window is not defined");' }],
      ['9.2.0-esm', { serverEntry: 'export function init() {}' }],
      ['9.2.0-nocontainer', { serverEntry: 'module.exports = { init() {} };' }],
      [
        '9.2.0-noroutes',
        { serverEntry: FAKE_SERVER_ENTRY.replace("expose === './routes'", "expose === './cart-page'") },
      ],
    ];
    const reasons: string[] = [];
    for (const [version, fault] of broken) {
      writeReleaseFolder(buildDir, { remote: 'cart', version, ...fault });
      const response = await release({ remote: 'cart', version });
      expect([version, response.statusCode]).toEqual([version, 422]);
      reasons.push(response.json().data as string);
    }
    expect(reasons).toEqual([
      'Release refused: the server build is missing (server/remoteEntry.js)',
      'Release refused: server/package.json is missing or does not say "type": "commonjs"',
      'Release refused: server/package.json is missing or does not say "type": "commonjs"',
      'Release refused: server/remoteEntry.js does not load in Node: window is not defined',
      expect.stringMatching(/^Release refused: server\/remoteEntry\.js does not load in Node: .*export/),
      "Release refused: server/remoteEntry.js does not export the federation container's functions init and get",
      'Release refused: server/remoteEntry.js gives no ./routes in Node: Module "./routes" does not exist in container.',
    ]);
    expect((await registryOf()).remotes.cart?.version).toBe('1.0.0-v1');
  });

  it('releases, rolls back to the previous release, and promotes again, each at the next load', async () => {
    writeReleaseFolder(buildDir, { remote: 'cart', version: '2.0.0-v2' });
    expect((await release({ remote: 'cart', version: '2.0.0-v2', by: 'test' })).statusCode).toBe(201);
    const afterRelease = await registryOf();
    expect(afterRelease.remotes.cart).toMatchObject({ version: '2.0.0-v2', fallbackVersion: '1.0.0-v1' });
    expect(afterRelease.remotes.catalog?.version).toBe('1.0.0-cat1');

    const rollback = await app.inject({
      method: 'POST',
      url: '/api/operator/remotes/cart/rollback',
      headers: auth,
      payload: {},
    });
    expect(rollback.json()).toEqual({ active: '1.0.0-v1' });
    const { rollbacks } = (await app.inject({ url: '/api/operator/releases', headers: auth })).json() as {
      rollbacks: unknown[];
    };
    expect(rollbacks).toEqual([
      {
        remote: 'cart',
        fromVersion: '2.0.0-v2',
        toVersion: '1.0.0-v1',
        by: 'operator',
        at: expect.any(String),
      },
    ]);
    // The release rolled back from is withdrawn: never a visitor's fall-back.
    const afterRollback = (await registryOf()).remotes.cart;
    expect(afterRollback?.version).toBe('1.0.0-v1');
    expect(afterRollback?.fallbackVersion).toBeUndefined();

    const promote = await app.inject({
      method: 'POST',
      url: '/api/operator/remotes/cart/promote',
      headers: auth,
      payload: { version: '2.0.0-v2' },
    });
    expect(promote.json()).toEqual({ active: '2.0.0-v2' });
    // Made active again by name, it is no longer withdrawn.
    expect((await registryOf()).remotes.cart).toMatchObject({
      version: '2.0.0-v2',
      fallbackVersion: '1.0.0-v1',
    });
  });

  it('splits visitors stably for a canary, lets testers in by cookie, and promotes it', async () => {
    writeReleaseFolder(buildDir, { remote: 'cart', version: '3.0.0-v3' });
    expect((await release({ remote: 'cart', version: '3.0.0-v3', canaryPercent: 50 })).statusCode).toBe(201);
    const visitors = Array.from({ length: 40 }, (_, i) => i.toString(16).padStart(32, 'a'));
    const seen = await Promise.all(
      visitors.map(async (id) => (await registryOf(`riode-visitor=${id}`)).remotes.cart?.version),
    );
    for (const [i, id] of visitors.entries()) {
      expect(seen[i]).toBe(canaryBucket(id, 'cart') < 50 ? '3.0.0-v3' : '2.0.0-v2');
      expect((await registryOf(`riode-visitor=${id}`)).remotes.cart?.version).toBe(seen[i]);
    }
    expect(new Set(seen)).toEqual(new Set(['2.0.0-v2', '3.0.0-v3']));
    const outside = visitors.find((id) => canaryBucket(id, 'cart') >= 50);
    expect((await registryOf(`riode-visitor=${outside}; riode-canary=cart`)).remotes.cart?.version).toBe(
      '3.0.0-v3',
    );

    const status = (await app.inject({ method: 'GET', url: '/api/status/remotes' })).json();
    expect(status.canaries).toEqual([
      expect.objectContaining({ remote: 'cart', version: '3.0.0-v3', percent: 50 }),
    ]);

    await app.inject({
      method: 'POST',
      url: '/api/operator/remotes/cart/promote',
      headers: auth,
      payload: {},
    });
    expect((await registryOf(`riode-visitor=${outside}`)).remotes.cart?.version).toBe('3.0.0-v3');
    expect((await app.inject({ method: 'GET', url: '/api/status/remotes' })).json().canaries).toEqual([]);
  });

  it('counts the fall-backs browsers report per (remote, from, to), with first and last seen and the outcome', async () => {
    const status = await statusOf();
    expect(status.active.cart).toBe('3.0.0-v3');
    expect(status.fallback.cart).toBe('2.0.0-v2');
    expect(status.recentFallbacks).toEqual([]);

    const first = await reportFallback(
      { remote: 'cart', from: '3.0.0-v3', to: '2.0.0-v2', outcome: 'loaded' },
      visitorId(1),
      '10.0.0.1',
    );
    expect(first.statusCode).toBe(204);
    const once = await reportsOf('3.0.0-v3', '2.0.0-v2');
    expect(once).toMatchObject({ remote: 'cart', count: 1, loaded: 1, failed: 0, lastPage: '/pages/cart' });
    expect(once?.firstSeen).toBe(once?.lastSeen);

    await reportFallback(
      { remote: 'cart', from: '3.0.0-v3', to: '2.0.0-v2', outcome: 'failed' },
      visitorId(2),
      '10.0.0.2',
    );
    await reportFallback(
      { remote: 'cart', from: '3.0.0-v3', to: '2.0.0-v2', outcome: 'loaded' },
      visitorId(3),
      '10.0.0.3',
    );
    // A shell from before reports said how the fall-back went: counted, with no outcome.
    await reportFallback({ remote: 'cart', from: '3.0.0-v3', to: '2.0.0-v2' }, visitorId(4), '10.0.0.4');
    // Another pair is a row of its own.
    await reportFallback(
      { remote: 'cart', from: '2.0.0-v2', to: '1.0.0-v1', outcome: 'failed' },
      visitorId(5),
      '10.0.0.5',
    );

    const rows = (await statusOf()).recentFallbacks;
    expect(rows).toHaveLength(2);
    const aggregated = rows.find((row) => row.fromVersion === '3.0.0-v3');
    expect(aggregated).toMatchObject({ toVersion: '2.0.0-v2', count: 4, loaded: 2, failed: 1 });
    expect(aggregated?.firstSeen).toBe(once?.firstSeen);
    expect(Date.parse(String(aggregated?.lastSeen))).toBeGreaterThanOrEqual(
      Date.parse(String(once?.lastSeen)),
    );
    expect(rows.find((row) => row.fromVersion === '2.0.0-v2')).toMatchObject({
      toVersion: '1.0.0-v1',
      count: 1,
      loaded: 0,
      failed: 1,
    });
  });

  it('answers forged fall-back reports as any other but counts none of them', async () => {
    // A release that was a canary only: recorded, but never active, so no one's fall-back.
    writeReleaseFolder(buildDir, { remote: 'cart', version: '3.9.0-canaryonly' });
    expect(
      (await release({ remote: 'cart', version: '3.9.0-canaryonly', canaryPercent: 1 })).statusCode,
    ).toBe(201);
    await app.inject({
      method: 'POST',
      url: '/api/operator/remotes/cart/canary',
      headers: auth,
      payload: { version: '3.9.0-canaryonly', percent: 0 },
    });
    const before = (await statusOf()).recentFallbacks;
    const forged = [
      { remote: 'shell', from: '3.0.0-v3', to: '2.0.0-v2' },
      { remote: 'checkout', from: '3.0.0-v3', to: '2.0.0-v2' },
      { remote: 'cart', from: '9.9.9-made-up', to: '2.0.0-v2' },
      { remote: 'cart', from: '3.0.0-v3', to: '0.0.1-made-up' },
      // A folder that was refused: no release.
      { remote: 'cart', from: '9.0.0-major', to: '2.0.0-v2' },
      // Releases of another remote.
      { remote: 'cart', from: '1.0.0-cat1', to: '1.0.0-v1' },
      // What the shell sends without a named fall-back, and a release falling back to itself.
      { remote: 'cart', from: '3.0.0-v3', to: 'previous' },
      { remote: 'cart', from: '2.0.0-v2', to: '2.0.0-v2' },
      // A folder never released, and a release never active.
      { remote: 'cart', from: '3.0.0-v3', to: '9.1.0-whole' },
      { remote: 'cart', from: '3.0.0-v3', to: '3.9.0-canaryonly' },
      { remote: 'cart', from: '3.0.0-v3', to: '2.0.0-v2', outcome: 'exploded' },
    ];
    for (const [index, report] of forged.entries()) {
      const response = await reportFallback(report, visitorId(100 + index), `10.0.1.${index}`);
      expect([report, response.statusCode]).toEqual([report, 204]);
    }
    expect((await statusOf()).recentFallbacks).toEqual(before);
  });

  it('counts at most so many reports per visitor and per address', async () => {
    const { perVisitor, perAddress } = FALLBACK_REPORT_LIMITS;
    const pair = { remote: 'cart', from: '2.0.0-v2', to: '1.0.0-v1', outcome: 'loaded' };
    const countNow = async () => (await reportsOf('2.0.0-v2', '1.0.0-v1'))?.count ?? 0;
    const start = await countNow();

    // One visitor: counted up to the limit, whatever address it comes from.
    for (let i = 0; i < perVisitor + 3; i += 1) await reportFallback(pair, visitorId(200), `10.0.2.${i}`);
    expect(await countNow()).toBe(start + perVisitor);

    // One address, a new visitor (cookie) each time: counted up to the address's limit.
    for (let i = 0; i < perAddress + 3; i += 1) await reportFallback(pair, visitorId(300 + i), '10.0.3.1');
    expect(await countNow()).toBe(start + perVisitor + perAddress);
    // Another address still counts.
    await reportFallback(pair, visitorId(400), '10.0.3.2');
    expect(await countNow()).toBe(start + perVisitor + perAddress + 1);

    // Without a cookie the address stands in for the visitor.
    for (let i = 0; i < perVisitor + 3; i += 1) await reportFallback(pair, undefined, '10.0.3.3');
    expect(await countNow()).toBe(start + perVisitor + perAddress + 1 + perVisitor);
  });

  it('keeps an operator rollback when the server restarts on the same build', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/operator/remotes/cart/rollback',
      headers: auth,
      payload: { version: '1.0.0-v1' },
    });
    await app.close();
    app = await buildTestApp(db, { BUILD_DIR: buildDir, OPERATOR_TOKEN: TOKEN });
    expect((await registryOf()).remotes.cart?.version).toBe('1.0.0-v1');
  });

  it('refuses to make active a release whose folder no longer passes the guards, and changes nothing', async () => {
    const operate = (action: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/operator/remotes/account/${action}`, headers: auth, payload });
    writeReleaseFolder(buildDir, { remote: 'account', version: '2.0.0-acc2' });
    expect((await release({ remote: 'account', version: '2.0.0-acc2' })).statusCode).toBe(201);
    // The first release's folder loses its entry (pruned, or a copy gone wrong) after its release.
    const entry = path.join(buildDir, 'remotes/account/1.0.0-acc1/remoteEntry.js');
    renameSync(entry, `${entry}.away`);

    for (const [action, payload] of [
      ['rollback', {}],
      ['promote', { version: '1.0.0-acc1' }],
      ['canary', { version: '1.0.0-acc1', percent: 10 }],
    ] as const) {
      const response = await operate(action, payload);
      expect([action, response.statusCode, response.json()]).toEqual([
        action,
        409,
        expect.objectContaining({
          code: 'releaseUnavailable',
          data: 'account 1.0.0-acc1 cannot be made active: remoteEntry.js is missing',
        }),
      ]);
    }
    expect((await registryOf()).remotes.account?.version).toBe('2.0.0-acc2');
    expect((await app.inject({ method: 'GET', url: '/api/status/remotes' })).json().canaries).toEqual([]);

    // Whole again: the rollback goes through.
    renameSync(`${entry}.away`, entry);
    expect((await operate('rollback', {})).json()).toEqual({ active: '1.0.0-acc1' });
  });

  it('answers bad operator input with a 4xx envelope', async () => {
    for (const payload of [
      { remote: 'shell', version: '1' },
      { remote: 'cart', version: '../../etc' },
      { remote: 'cart' },
    ]) {
      const response = await release(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('data');
    }
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/operator/remotes/cart/rollback',
      headers: auth,
      payload: { version: '7.7.7' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('never falls back to a withdrawn release, and a second rollback steps past it', async () => {
    const operate = (action: string, payload: object = {}) =>
      app.inject({ method: 'POST', url: `/api/operator/remotes/catalog/${action}`, headers: auth, payload });
    for (const version of ['2.0.0-cat2', '3.0.0-cat3']) {
      writeReleaseFolder(buildDir, { remote: 'catalog', version });
      expect((await release({ remote: 'catalog', version })).statusCode).toBe(201);
    }
    expect((await registryOf()).remotes.catalog).toMatchObject({
      version: '3.0.0-cat3',
      fallbackVersion: '2.0.0-cat2',
    });

    expect((await operate('rollback')).json()).toEqual({ active: '2.0.0-cat2' });
    expect((await registryOf()).remotes.catalog).toMatchObject({
      version: '2.0.0-cat2',
      fallbackVersion: '1.0.0-cat1',
    });
    // Not back to 3.0.0, which was withdrawn: one further back.
    expect((await operate('rollback')).json()).toEqual({ active: '1.0.0-cat1' });
    const settled = (await registryOf()).remotes.catalog;
    expect(settled?.version).toBe('1.0.0-cat1');
    expect(settled?.fallbackVersion).toBeUndefined();
    expect((await operate('rollback')).statusCode).toBe(409);

    const listed = await app.inject({ url: '/api/operator/releases?remote=catalog', headers: auth });
    const withdrawn = (
      listed.json() as { releases: Array<{ version: string; withdrawnAt: string | null }> }
    ).releases
      .filter((entry) => entry.withdrawnAt)
      .map((entry) => entry.version)
      .sort();
    expect(withdrawn).toEqual(['2.0.0-cat2', '3.0.0-cat3']);

    // Back to the newest by name: active, and no longer withdrawn.
    expect((await operate('promote', { version: '3.0.0-cat3' })).json()).toEqual({ active: '3.0.0-cat3' });
    expect((await registryOf()).remotes.catalog).toMatchObject({
      version: '3.0.0-cat3',
      fallbackVersion: '1.0.0-cat1',
    });
  });

  it('prunes release folders beyond the newest N, never the active, canary or fall-back one', async () => {
    const prune = (payload: object, remote = 'catalog', headers: Record<string, string> = auth) =>
      app.inject({ method: 'POST', url: `/api/operator/remotes/${remote}/prune`, headers, payload });
    const folderOf = (version: string) => path.join(buildDir, 'remotes/catalog', version);
    for (const version of ['4.0.0-cat4', '5.0.0-cat5', '6.0.0-cat6']) {
      writeReleaseFolder(buildDir, { remote: 'catalog', version });
      expect((await release({ remote: 'catalog', version })).statusCode).toBe(201);
    }
    writeReleaseFolder(buildDir, { remote: 'catalog', version: '7.0.0-cat7' });
    expect((await release({ remote: 'catalog', version: '7.0.0-cat7', canaryPercent: 10 })).statusCode).toBe(
      201,
    );
    // A folder no release names (a copy not registered yet) is not the prune's business.
    writeReleaseFolder(buildDir, { remote: 'catalog', version: '8.0.0-unregistered' });
    // Newest first: 7 canary, 6 active, 5 fall-back, 4, 3, 2 (withdrawn), 1.
    expect((await listed('catalog')).map((entry) => entry.version)).toEqual([
      '7.0.0-cat7',
      '6.0.0-cat6',
      '5.0.0-cat5',
      '4.0.0-cat4',
      '3.0.0-cat3',
      '2.0.0-cat2',
      '1.0.0-cat1',
    ]);

    const five = await prune({ keep: 5 });
    expect(five.statusCode).toBe(200);
    expect(five.json()).toEqual({
      removed: ['2.0.0-cat2', '1.0.0-cat1'],
      kept: [
        { version: '7.0.0-cat7', because: 'canary' },
        { version: '6.0.0-cat6', because: 'active' },
        { version: '5.0.0-cat5', because: 'fall-back' },
        { version: '4.0.0-cat4', because: 'newest' },
        { version: '3.0.0-cat3', because: 'newest' },
      ],
    });
    const none = await prune({ keep: 0 });
    expect(none.json()).toEqual({
      removed: ['4.0.0-cat4', '3.0.0-cat3'],
      kept: [
        { version: '7.0.0-cat7', because: 'canary' },
        { version: '6.0.0-cat6', because: 'active' },
        { version: '5.0.0-cat5', because: 'fall-back' },
      ],
    });
    expect(
      ['1.0.0-cat1', '3.0.0-cat3', '5.0.0-cat5', '6.0.0-cat6', '7.0.0-cat7', '8.0.0-unregistered'].map(
        (version) => [version, existsSync(folderOf(version))],
      ),
    ).toEqual([
      ['1.0.0-cat1', false],
      ['3.0.0-cat3', false],
      ['5.0.0-cat5', true],
      ['6.0.0-cat6', true],
      ['7.0.0-cat7', true],
      ['8.0.0-unregistered', true],
    ]);
    // The rows stay, marked as without a folder; a pruned release cannot be made active again.
    expect((await listed('catalog')).filter((entry) => !entry.folder).map((entry) => entry.version)).toEqual([
      '4.0.0-cat4',
      '3.0.0-cat3',
      '2.0.0-cat2',
      '1.0.0-cat1',
    ]);
    const back = await app.inject({
      method: 'POST',
      url: '/api/operator/remotes/catalog/rollback',
      headers: auth,
      payload: { version: '3.0.0-cat3' },
    });
    expect(back.statusCode).toBe(409);
    const after = await statusOf();
    expect([after.active.catalog, after.fallback.catalog]).toEqual(['6.0.0-cat6', '5.0.0-cat5']);
    // Again: nothing more to remove.
    expect((await prune({ keep: 0 })).json()).toMatchObject({ removed: [] });

    // Bad input changes nothing.
    for (const [payload, remote] of [
      [{ keep: -1 }, 'catalog'],
      [{ keep: 1.5 }, 'catalog'],
      [{ keep: '2' }, 'catalog'],
      [{}, 'catalog'],
      [{ keep: 1 }, 'shell'],
    ] as const) {
      const response = await prune(payload, remote);
      expect([payload, remote, response.statusCode]).toEqual([payload, remote, 400]);
      expect(response.json()).toHaveProperty('data');
    }
    expect((await prune({ keep: 0 }, 'catalog', {})).statusCode).toBe(401);
    expect(existsSync(folderOf('5.0.0-cat5'))).toBe(true);
  });
});

describe('the server build check', () => {
  it('gives up on a server build that never finishes loading', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'riode-server-build-')), 'remoteEntry.js');
    writeFileSync(file, 'for (;;) {}');
    expect(await probeServerEntry(file, 500)).toBe('server/remoteEntry.js did not load within 0.5 s');
  });
});
