// The catalogue at scale: the listing and search call under a distinct, realistic mix
// (catalog-mix.mjs: every request a URL not sent before, so nothing the server keeps can answer
// it), on PostgreSQL at 100 000 and 1 000 000 products and on the embedded PGlite at a few sizes;
// req/s, p50/p99 at 10 and 100 connections, time-outs, and CPU per request of the server process
// and of PostgreSQL (cpu-accounting.mjs). On PostgreSQL it also runs EXPLAIN (ANALYZE, BUFFERS)
// of the slow query shapes (catalog-explain.mjs). The targets are in catalog-targets.mjs.
//
// Each configuration: a database of its own (PostgreSQL: the database bench_scale_<size>, dropped
// and created again; PGlite: a new data folder), seeded by the operator's command
// `npm run shop -- seed --products <n>` (timed: the seed's speed is a figure too), then a fresh
// production server (`node server.js`). The PostgreSQL databases are left in place after the run,
// for EXPLAIN by hand; BENCH_SCALE_REUSE=1 keeps one whose catalogue already has the size.
//
// Settings (environment): BENCH_SCALE_CONFIGS (postgres:100000,postgres:1000000,pglite:10000,
// pglite:50000,pglite:100000), BENCH_SCALE_SECONDS (10 per run, after 2 s of warm-up; 10 s before the first),
// BENCH_SCALE_CONNECTIONS (10,100), BENCH_SCALE_POSTGRES (postgres://postgres@127.0.0.1:5432),
// BENCH_SCALE_SEED (1: the mixes' seed), BENCH_SCALE_PORT (0: any free port).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BROWSER_ACCEPT_ENCODING, createMix, describeShop, LISTING_PATH, MIX_KINDS } from './catalog-mix.mjs';
import { explainShapes, queryShapes } from './catalog-explain.mjs';
import { busyShare, machineTicks, watchCpu } from './cpu-accounting.mjs';
import { measureMachineReference } from './machine-reference.mjs';
import {
  cannon,
  cpuSecondsOf,
  endedChildrenCpuSeconds,
  getJson,
  seedWithCli,
  startServer,
} from './server-tools.mjs';

const WARM_UP_SECONDS = 2;
/**
 * The warm-up before a configuration's first run: its server is new, and so is each of its
 * database connections, a PostgreSQL process whose first queries parse, plan and touch shared
 * memory for the first time (ten times the cost of a warm one; the server keeps its connections
 * ten minutes, backend/src/db/postgres-database.ts). A running shop pays that once per
 * connection; in the first 10 s after a 2 s warm-up it was a third of the CPU per request
 * browsing a million products (8.2 ms, then 5.0).
 */
const FIRST_WARM_UP_SECONDS = 10;
const QUIET_LIMIT_MS = 180_000;

/**
 * The connection counts a mix runs at: the unfiltered pages, a reference for CPU per request,
 * at the first alone (10 unless told), which keeps the part short.
 */
const connectionsOf = (kind, settings) =>
  kind === 'pages' ? settings.connections.slice(0, 1) : settings.connections;
const setting = (name, fallback) => process.env[name] || fallback;

/** 1000000 → '1m', 100000 → '100k'. */
export function sizeLabel(products) {
  if (products % 1_000_000 === 0) return `${products / 1_000_000}m`;
  if (products % 1000 === 0) return `${products / 1000}k`;
  return String(products);
}

/** 'postgres:100000,pglite:10000' → [{ database, products }]. */
export function parseConfigs(text) {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [database, size] = item.split(':');
      const products = Number(size);
      if (!['postgres', 'pglite'].includes(database) || !Number.isInteger(products) || products <= 0) {
        throw new Error(`BENCH_SCALE_CONFIGS: '${item}' is not <postgres|pglite>:<products>`);
      }
      return { database, products };
    });
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The configuration's own PostgreSQL database, new (or kept, with BENCH_SCALE_REUSE, when it has the size). */
async function preparePostgres(serverUrl, products) {
  const name = `bench_scale_${sizeLabel(products)}`;
  const adminUrl = `${serverUrl}/postgres`;
  const url = `${serverUrl}/${name}`;
  const exists = await withClient(adminUrl, async (admin) => {
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return rows.length > 0;
  });
  if (exists && process.env.BENCH_SCALE_REUSE === '1') {
    const count = await withClient(url, async (client) => {
      const { rows } = await client.query(
        `SELECT CASE WHEN to_regclass('products') IS NULL THEN 0 ELSE (SELECT count(*)::int FROM products) END AS n`,
      );
      return rows[0].n;
    });
    if (count === products) return { name, url, adminUrl, reused: true };
  }
  await withClient(adminUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  });
  return { name, url, adminUrl, reused: false };
}

/**
 * Waits until the server has finished what the last run left it (requests a client gave up on
 * are still answered): less than 5 % of a core over half a second and no PostgreSQL backend of
 * the database active. Answers the milliseconds waited.
 */
async function waitQuiet(server, database) {
  const started = Date.now();
  const activeBackends = async () =>
    database
      ? withClient(database.adminUrl, async (client) => {
          const { rows } = await client.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active'`,
            [database.name],
          );
          return rows[0].n;
        })
      : 0;
  while (Date.now() - started < QUIET_LIMIT_MS) {
    const before = cpuSecondsOf(server.pid) ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const busy = ((cpuSecondsOf(server.pid) ?? 0) - before) / 0.5;
    if (busy < 0.05 && (await activeBackends()) === 0) break;
  }
  return Date.now() - started;
}

/** Categories, each with its filter panel and product count, and words of product names, as the public API answers them. */
export async function shopFacts(base) {
  const { data: categories } = (await getJson(base, '/products/api/v1/categories/get-public-all-categories'))
    .responseData;
  const described = [];
  // Three at a time: on a slow catalogue each panel takes a while.
  for (let i = 0; i < categories.length; i += 3) {
    described.push(
      ...(await Promise.all(
        categories.slice(i, i + 3).map(async (category) => {
          const filters = (
            await getJson(
              base,
              `/products/api/v1/public-products/get-product-filters?categoryId=${category.id}`,
            )
          ).responseData.data;
          const products = filters.colors.reduce((sum, item) => sum + item.count, 0);
          return { id: category.id, parentCategoryId: category.parentCategoryId, products, filters };
        }),
      )),
    );
  }
  const names = {};
  for (const top of described.filter((category) => category.parentCategoryId === 0)) {
    const page = await getJson(base, `${LISTING_PATH}?categoryId=${top.id}&draw=1&start=0&length=100`);
    names[top.id] = page.responseData.data.map((product) => product.name);
  }
  const words = Object.values(names)
    .flat()
    .flatMap((name) => name.toLowerCase().split(/\s+/))
    .filter((word) => word.length >= 2);
  return { shop: describeShop({ categories: described, words }), names };
}

async function runMix({ server, mix, connections, seconds, database, warmUpSeconds }) {
  const testCase = { pathAt: () => mix.next(), headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } };
  await cannon(server.url, testCase, { connections, seconds: warmUpSeconds });
  await waitQuiet(server, database);
  const watch = await watchCpu({ serverPid: server.pid, database });
  const run = await cannon(server.url, testCase, { connections, seconds });
  const drainMs = await waitQuiet(server, database);
  const cpu = await watch.stop();
  // Every request sent is worked on by the server, also one the client gave up on after 10 s.
  const sent = Math.max(1, run.requests.sent);
  const perRequestMs = (cpuSeconds) => (cpuSeconds === undefined ? undefined : (cpuSeconds * 1000) / sent);
  return {
    mix: mix.kind,
    connections,
    seconds,
    requestsPerSecond: run.requests.average,
    sent: run.requests.sent,
    answered: run.requests.total,
    p50: run.latency.p50,
    p99: run.latency.p99,
    max: run.latency.max,
    timeouts: run.timeouts,
    errors: run.errors,
    non2xx: run.non2xx,
    serverCpuMs: perRequestMs(cpu.server),
    databaseCpuMs: perRequestMs(cpu.database),
    drainSeconds: drainMs / 1000,
    machineBusy: cpu.machineBusy,
  };
}

function cpuText(run) {
  const db = run.databaseCpuMs === undefined ? '' : ` + ${run.databaseCpuMs.toFixed(2)}`;
  return `${run.serverCpuMs.toFixed(2)}${db} ms`;
}

async function measureConfiguration({ config, serverDir, buildDir, settings, log }) {
  const label = `${config.database} ${sizeLabel(config.products)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  if (existsSync(buildDir)) cpSync(buildDir, path.join(dataDir, 'build'), { recursive: true });
  const database =
    config.database === 'postgres' ? await preparePostgres(settings.postgres, config.products) : undefined;
  const env = {
    DATA_DIR: path.join(dataDir, 'data'),
    BUILD_DIR: path.join(dataDir, 'build'),
    SEED_PRODUCTS: '0',
    PORT: settings.port,
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  let server;
  try {
    let seed;
    if (!database?.reused) {
      const watch = await watchCpu({ database });
      const cliBefore = endedChildrenCpuSeconds();
      const started = performance.now();
      const output = await seedWithCli(serverDir, env, config.products);
      const seconds = (performance.now() - started) / 1000;
      const cpu = await watch.stop();
      seed = {
        seconds,
        machineBusy: cpu.machineBusy,
        cliCpuSeconds: endedChildrenCpuSeconds() - cliBefore,
        databaseCpuSeconds: cpu.database,
        output,
      };
      log(
        `catalog-scale: ${label}: ${output} (CPU: the command ${seed.cliCpuSeconds.toFixed(1)} s, PostgreSQL ${seed.databaseCpuSeconds?.toFixed(1) ?? '–'} s)`,
      );
    }
    server = await startServer(serverDir, env);
    const { shop, names } = await shopFacts(server.url);
    log(
      `catalog-scale: ${label}: ${shop.total} products shown, ${shop.categories.length} categories, ${shop.words.length} words`,
    );
    const runs = [];
    const distinctUrls = {};
    for (const kind of MIX_KINDS) {
      const mix = createMix(kind, shop, settings.seed);
      for (const connections of connectionsOf(kind, settings)) {
        const warmUpSeconds = runs.length === 0 ? FIRST_WARM_UP_SECONDS : WARM_UP_SECONDS;
        const run = await runMix({
          server,
          mix,
          connections,
          seconds: settings.seconds,
          database,
          warmUpSeconds,
        });
        runs.push(run);
        log(
          `catalog-scale: ${label}: ${kind} at ${connections}: ${run.requestsPerSecond.toFixed(0)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, time-outs ${run.timeouts}, non-2xx ${run.non2xx}, CPU/request ${cpuText(run)}, machine ${(run.machineBusy * 100).toFixed(0)} % busy`,
        );
      }
      distinctUrls[kind] = mix.count;
    }
    await server.stop();
    server = undefined;
    const shapes = database
      ? await explainShapes({ serverDir, env, ...queryShapes(shop, names), log })
      : undefined;
    return { ...config, label, shown: shop.total, seed, runs, distinctUrls, shapes };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every configuration in turn; a JSON-able result. `serverDir`: a compiled backend; `buildDir`: the build the server serves. */
export async function measureCatalogScale({ serverDir, buildDir, log = console.log }) {
  const settings = {
    postgres: setting('BENCH_SCALE_POSTGRES', 'postgres://postgres@127.0.0.1:5432'),
    seconds: Number(setting('BENCH_SCALE_SECONDS', '10')),
    connections: setting('BENCH_SCALE_CONNECTIONS', '10,100').split(',').map(Number),
    seed: Number(setting('BENCH_SCALE_SEED', '1')),
    port: setting('BENCH_SCALE_PORT', '0'),
  };
  const configs = parseConfigs(
    setting(
      'BENCH_SCALE_CONFIGS',
      'postgres:100000,postgres:1000000,pglite:10000,pglite:50000,pglite:100000',
    ),
  );
  const loadBefore = os.loadavg();
  const ticks = machineTicks();
  const began = performance.now();
  // PostgreSQL's half of the reference only when a configuration runs on it.
  const referenceOf = () =>
    measureMachineReference({
      postgresUrl: configs.some((config) => config.database === 'postgres')
        ? `${settings.postgres}/postgres`
        : undefined,
    });
  const referenceBefore = await referenceOf();
  const configurations = [];
  for (const config of configs) {
    configurations.push(await measureConfiguration({ config, serverDir, buildDir, settings, log }));
  }
  const referenceAfter = await referenceOf();
  return {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model },
    seconds: settings.seconds,
    connections: settings.connections,
    mixSeed: settings.seed,
    totalSeconds: (performance.now() - began) / 1000,
    loadAverage: { before: loadBefore, after: os.loadavg() },
    machineBusy: busyShare(ticks, machineTicks()),
    reference: { before: referenceBefore, after: referenceAfter },
    configurations,
  };
}
