// API figures for the bench report: throughput and p50/p99 latency (autocannon, 100 connections,
// closed loop) of the calls a shopper makes, and of the home page itself (its HTML, rendered on the
// server), on the embedded database (PGlite) and on PostgreSQL, on the seed catalogue and on 100 000 products, and the server's memory.
//
// Each configuration is a fresh server process (the production server, `node server.js`) on a
// fresh database: its own DATA_DIR for PGlite, its own schema for PostgreSQL. The 100 000
// products are made by the operator's command `npm run shop -- seed --products 100000` (the
// seed generator's products, bulk-inserted into the real tables in batches of 5000, then VACUUM
// ANALYZE), before the server starts, so the listing, search and product calls serve exactly
// what a shop with that catalogue would.
//
// Settings (environment): BENCH_API_SECONDS (10 per case), BENCH_API_CONNECTIONS (100),
// BENCH_API_DATABASE_URL (postgres://postgres@127.0.0.1:5432/bench_api; created when missing),
// BENCH_API_DATABASES (pglite,postgres), BENCH_API_CATALOGS (seed,100000).
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../lib/packages.mjs';
import {
  cannon,
  cpuSnapshot,
  cpuSpent,
  createSchema,
  ensureDatabase,
  getJson,
  memoryOf,
  seedWithCli,
  startServer,
} from './server-tools.mjs';

const PRODUCTS = '/products/api/v1/public-products';
const ORDERS = '/orders/api/v1/orders';
const LISTING_CATEGORY = 4; // Beddengoed: a top category with subcategories (the bench's listing page)
const SUGGESTION_TERM = 'dekbed'; // typed into the header search (more than 4 characters)
const SUGGESTION_COUNT = 6; // what the header search asks for

const setting = (name, fallback) => process.env[name] || fallback;

const CATALOGS = {
  seed: { name: 'seed', label: 'seed catalogue' },
  100000: { name: '100000', label: '100 000 products', products: 100_000 },
};

/** Signs in as the demo business account (ALTCHA solved here) for the B2B re-price. */
async function businessToken(base, serverDir) {
  const { encodeAltchaPayload } = await import(
    pathToFileURL(path.join(serverDir, 'captcha/altcha-verifier.js')).href
  );
  const { challenge } = (await getJson(base, '/orders/api/v1/auth/captcha-challenge')).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  const answer = await getJson(base, '/orders/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'zakelijk@riode.example',
      password: 'Zakelijk@1234',
      captchaToken: encodeAltchaPayload(challenge, solution),
    }),
  });
  return answer.data.accessToken;
}

/**
 * The four requests, chosen from what the shop serves: the listing of Beddengoed filtered on its
 * most common colour and a price range, cheapest first, page 2 when there is one; suggestions
 * for "dekbed" over the whole shop; product by id over the first 200 products; a B2B re-price
 * of a 3-line cart (several carts in turn).
 */
async function chooseRequests(base, serverDir) {
  const facets = (await getJson(base, `${PRODUCTS}/get-product-filters?categoryId=${LISTING_CATEGORY}`))
    .responseData.data;
  const color = [...facets.colors].sort((a, b) => b.count - a.count)[0]?.value;
  const listingQuery = new URLSearchParams({
    categoryId: String(LISTING_CATEGORY),
    color,
    minPrice: '10',
    maxPrice: '150',
    sort: 'price-asc',
    length: '25',
    draw: '1',
  });
  const firstPage = (await getJson(base, `${PRODUCTS}/get-products-by-category-id?${listingQuery}`))
    .responseData;
  if (firstPage.recordsFiltered > 25) listingQuery.set('draw', '2');

  const all = await Promise.all(
    [1, 2].map(
      async (draw) =>
        (await getJson(base, `${PRODUCTS}/get-products-by-category-id?categoryId=0&length=100&draw=${draw}`))
          .responseData,
    ),
  );
  const catalogueSize = all[0].recordsTotal;
  const products = all.flatMap((page) => page.data);
  const buyable = products.filter((p) => p.price !== null && p.number !== null);
  const carts = Array.from({ length: 20 }, (_, cart) =>
    JSON.stringify(
      [0, 1, 2].map((line) => ({
        productId: buyable[(cart * 7 + line * 13) % buyable.length].id,
        qty: 1 + ((cart + line) % 3),
        isReserve: false,
        isProductOnSale: false,
      })),
    ),
  );
  const suggestions = new URLSearchParams({
    categoryId: '0',
    searchByName: SUGGESTION_TERM,
    draw: '1',
    start: '0',
    length: String(SUGGESTION_COUNT),
  });
  // A different listing query on every request, as shoppers moving the price slider over the
  // top categories in every order would send: no kept answer can serve it, so this measures the
  // queries themselves.
  const topCategories = (
    await getJson(base, '/products/api/v1/categories/get-public-all-categories')
  ).responseData.data
    .filter((category) => category.parentCategoryId === 0)
    .map((category) => category.id);
  const sorts = ['default', 'price-asc', 'price-desc', 'name-asc', 'newest'];
  const colours = facets.colors.map((item) => item.value);
  const variedListing = (turn) => {
    const query = new URLSearchParams({
      categoryId: String(topCategories[Math.floor(turn / 10_000) % topCategories.length]),
      color: colours[turn % colours.length],
      minPrice: ((turn % 2000) / 100).toFixed(2),
      maxPrice: '150',
      sort: sorts[Math.floor(turn / 2000) % sorts.length],
      length: '25',
      draw: '1',
    });
    return `${PRODUCTS}/get-products-by-category-id?${query}`;
  };
  const token = await businessToken(base, serverDir);
  return {
    catalogueSize,
    cases: [
      {
        name: 'listing',
        label: 'listing with filters (cached: one query repeated)',
        shown: `GET …/get-products-by-category-id?${listingQuery}`,
        paths: [`${PRODUCTS}/get-products-by-category-id?${listingQuery}`],
      },
      {
        name: 'listing-varied',
        label: 'listing, a new query each request',
        shown: `GET …/get-products-by-category-id?categoryId=<top category>&color=<colour>&minPrice=<0.00…19.99>&maxPrice=150&sort=<each sort>&length=25&draw=1 (never the same twice)`,
        pathAt: variedListing,
      },
      {
        name: 'suggestions',
        label: 'search suggestions (cached: one query repeated)',
        shown: `GET …/get-products-by-category-id?${suggestions}`,
        paths: [`${PRODUCTS}/get-products-by-category-id?${suggestions}`],
      },
      {
        name: 'product',
        label: 'product by id (cached after the first of each)',
        shown: `GET …/get-product-by-id?productId=… (${products.length} products in turn)`,
        paths: products.map((p) => `${PRODUCTS}/get-product-by-id?productId=${p.id}`),
      },
      {
        // What a shopper's browser asks for first: the page rendered on the server with its data
        // (docs/page-rendering.md), so this is the time to first byte of the shop under load.
        // Compressed, as a browser takes it. The page-html part measures every page this way.
        name: 'home-page',
        label: 'home page (HTML, server-rendered)',
        shown: 'GET / (accept: text/html, accept-encoding: br)',
        paths: ['/'],
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      },
      {
        name: 'reprice',
        label: 'B2B re-price (3 lines)',
        shown: `POST …/orders/get-order-shipping-detail, business account, 3 lines (${carts.length} carts in turn)`,
        method: 'POST',
        paths: [`${ORDERS}/get-order-shipping-detail`],
        bodies: carts,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      },
    ],
  };
}

const IMAGE_SAMPLE = 12; // product pictures asked for one after another, as a listing's first row would
const IMAGE_WIDTH = 640; // the smallest allowed width: what a phone's product card asks for

/**
 * How long one product picture takes: the first request for it (the server draws and encodes
 * it, then keeps it on disk) and the same request again (read from disk), one request at a
 * time, AVIF as Chromium asks for it. The first request is what a new product's first visitor
 * waits for, and on a fresh server what every picture of the first pages costs.
 */
async function measureImages(base, productIds) {
  const ask = async (id) => {
    const started = performance.now();
    const response = await fetch(`${base}/images/products/${id}/front?w=${IMAGE_WIDTH}`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`image of product ${id}: HTTP ${response.status}`);
    return { ms: performance.now() - started, bytes };
  };
  const summary = (runs) => {
    const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
    return {
      p50: Math.round(sorted[Math.floor(sorted.length / 2)]),
      max: Math.round(sorted.at(-1)),
      bytes: Math.round(runs.reduce((sum, run) => sum + run.bytes, 0) / runs.length),
    };
  };
  const first = [];
  for (const id of productIds) first.push(await ask(id));
  const again = [];
  for (const id of productIds) again.push(await ask(id));
  return { width: IMAGE_WIDTH, count: productIds.length, first: summary(first), again: summary(again) };
}

async function measureConfiguration({
  buildDir,
  database,
  catalog,
  serverDir,
  databaseUrl,
  connections,
  seconds,
  log,
}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  // A copy of the build, so the home page is served as `npm start` serves it, while the
  // releases this server records (it adopts the build as it starts) stay in its own folder.
  if (existsSync(buildDir)) cpSync(buildDir, path.join(dataDir, 'build'), { recursive: true });
  const schema = database === 'postgres' ? await createSchema(databaseUrl) : undefined;
  const env = {
    DATA_DIR: path.join(dataDir, 'data'),
    BUILD_DIR: path.join(dataDir, 'build'),
    DEMO_ACCOUNTS: 'true',
    ALTCHA_COST: '1',
    ALTCHA_MAX_NUMBER: '20',
    ...(schema ? { DATABASE_URL: schema.url } : {}),
  };
  let server;
  try {
    const started = performance.now();
    if (catalog.products) log(`api: ${database}: ${await seedWithCli(serverDir, env, catalog.products)}`);
    server = await startServer(serverDir, env);
    const startSeconds = (performance.now() - started) / 1000;
    const { catalogueSize, cases } = await chooseRequests(server.url, serverDir);
    const memoryAfterStart = memoryOf(server.pid);
    log(`api: ${database}, ${catalogueSize} products (started and seeded in ${startSeconds.toFixed(1)} s)`);
    // Pictures do not depend on the database or the catalogue's size: measured once.
    let images;
    if (database === 'pglite' && !catalog.products) {
      const listing = await getJson(
        server.url,
        `${PRODUCTS}/get-products-by-category-id?categoryId=${LISTING_CATEGORY}&length=${IMAGE_SAMPLE}&draw=1`,
      );
      images = await measureImages(
        server.url,
        listing.responseData.data.map((product) => product.id),
      );
      log(
        `api:   images: first request p50 ${images.first.p50} ms (max ${images.first.max}), again p50 ${images.again.p50} ms`,
      );
    }
    const results = [];
    for (const testCase of cases) {
      // A short warm-up (JIT, caches, connection pool), not counted.
      await cannon(server.url, testCase, { connections, seconds: 1 });
      const cpuBefore = await cpuSnapshot(server, schema);
      const run = await cannon(server.url, testCase, { connections, seconds });
      const cpu = cpuSpent(cpuBefore, await cpuSnapshot(server, schema));
      const perRequest = (seconds) => (run.requests.total > 0 ? (seconds * 1e6) / run.requests.total : 0);
      const result = {
        name: testCase.name,
        label: testCase.label,
        request: testCase.shown,
        requestsPerSecond: run.requests.average,
        requests: run.requests.total,
        p50: run.latency.p50,
        p99: run.latency.p99,
        max: run.latency.max,
        errors: run.errors,
        timeouts: run.timeouts,
        non2xx: run.non2xx,
        // CPU time per answered request, in µs: less sensitive to other work on the machine than latency.
        serverCpuPerRequest: perRequest(cpu.server),
        databaseCpuPerRequest: schema ? perRequest(cpu.database) : undefined,
      };
      results.push(result);
      log(
        `api:   ${testCase.label}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}, CPU/request ${cpuText(result)}`,
      );
    }
    return {
      database,
      catalog: catalog.name,
      catalogLabel: catalog.label,
      products: catalogueSize,
      startSeconds,
      memory: { afterStart: memoryAfterStart, afterRuns: memoryOf(server.pid) },
      cases: results,
      images,
    };
  } finally {
    // Also when seeding or the start failed: no server, folder or schema is left behind.
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await schema?.drop();
  }
}

/**
 * Runs every configuration (database × catalogue) and answers a JSON-able result. `serverDir`
 * is the compiled backend (default backend/dist, as `npm run build` leaves it); `buildDir` the
 * build the home page is served from (default build/).
 */
export async function measureApi({
  log = console.log,
  serverDir = path.join(root, 'backend/dist'),
  buildDir = path.join(root, 'build'),
} = {}) {
  const connections = Number(setting('BENCH_API_CONNECTIONS', '100'));
  const seconds = Number(setting('BENCH_API_SECONDS', '10'));
  const databaseUrl = setting('BENCH_API_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/bench_api');
  const databases = setting('BENCH_API_DATABASES', 'pglite,postgres').split(',');
  const catalogs = setting('BENCH_API_CATALOGS', 'seed,100000')
    .split(',')
    .map((name) => CATALOGS[name]);
  if (databases.includes('postgres')) await ensureDatabase(databaseUrl);
  const settings = { buildDir, serverDir, databaseUrl, connections, seconds, log };
  const loadBefore = os.loadavg();
  const began = performance.now();
  const configurations = [];
  for (const database of databases) {
    for (const catalog of catalogs) {
      configurations.push(await measureConfiguration({ ...settings, database, catalog }));
    }
  }
  return {
    connections,
    seconds,
    totalSeconds: (performance.now() - began) / 1000,
    loadAverage: { before: loadBefore, after: os.loadavg() },
    configurations,
  };
}

const mib = (bytes) =>
  bytes === undefined || Number.isNaN(bytes) ? '–' : `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const ms = (value) => `${value} ms`;
const catalogueText = (config) => `${config.catalogLabel} (${config.products} shown)`;
const cpuText = (row) =>
  `${row.serverCpuPerRequest.toFixed(0)} µs${row.databaseCpuPerRequest === undefined ? '' : ` + ${row.databaseCpuPerRequest.toFixed(0)} µs`}`;
const loads = (list) => list.map((value) => value.toFixed(2)).join(' / ');

function imageLines(result) {
  const config = result.configurations.find((item) => item.images);
  if (!config) return [];
  const { images } = config;
  return [
    ``,
    `Product pictures (${images.count} products' front view at ${images.width} px, AVIF, one request at a time, ${config.database}, ${config.catalogLabel}): the first request, when the server draws and encodes the picture, p50 ${ms(images.first.p50)} (max ${ms(images.first.max)}); the same request again, read from disk, p50 ${ms(images.again.p50)} (max ${ms(images.again.max)}); ${(images.first.bytes / 1024).toFixed(1)} KB each on average.`,
  ];
}

/** The API section of the bench report. */
export function apiMarkdown(result) {
  const lines = [
    `## API (autocannon, ${result.connections} connections, ${result.seconds} s per case)`,
    ``,
    `One production server process per configuration, on a fresh database; client, server and database share this machine, over loopback; a 1 s warm-up per case is not counted. API answers uncompressed (no accept-encoding), as an API client asks; the home page with brotli, as a browser takes it, rendered on the server and then kept (backend/src/site/ssr-page.ts). The listing, the suggestions and the product are answered from what the server keeps until the catalogue changes (any commit to products, images, brands or categories), so a repeated request costs no query; "a new query each request" never repeats one and so measures the database path. CPU per request is the server process's (and its PostgreSQL backends') user + system time over the run divided by the requests answered: it moves less than latency when other work shares the machine. Load average (1/5/15 min) before: ${loads(result.loadAverage.before)}, after: ${loads(result.loadAverage.after)}; ${result.totalSeconds.toFixed(0)} s in all.`,
    ``,
    `| database | catalogue | call | req/s | p50 | p99 | max | errors / non-2xx | CPU per request: server (+ PostgreSQL) |`,
    `| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |`,
  ];
  for (const config of result.configurations) {
    for (const row of config.cases) {
      lines.push(
        `| ${config.database} | ${catalogueText(config)} | ${row.label} | ${row.requestsPerSecond.toFixed(0)} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ${row.errors} / ${row.non2xx} | ${cpuText(row)} |`,
      );
    }
  }
  const requests = new Map();
  for (const config of result.configurations) {
    for (const row of config.cases) {
      const shown = requests.get(row.label) ?? new Map();
      shown.set(row.request, [
        ...(shown.get(row.request) ?? []),
        `${config.database}, ${config.catalogLabel}`,
      ]);
      requests.set(row.label, shown);
    }
  }
  lines.push(
    ``,
    `Server memory (resident set, /proc/<pid>/status):`,
    ``,
    `| database | catalogue | seed and start | RSS after start | RSS after the runs | peak RSS |`,
    `| --- | --- | ---: | ---: | ---: | ---: |`,
    ...result.configurations.map(
      (config) =>
        `| ${config.database} | ${catalogueText(config)} | ${config.startSeconds.toFixed(1)} s | ${mib(config.memory.afterStart?.rss)} | ${mib(config.memory.afterRuns?.rss)} | ${mib(config.memory.afterRuns?.peak)} |`,
    ),
    ...imageLines(result),
    ``,
    `Requests (errors count time-outs, 10 s):`,
    ``,
    ...[...requests].flatMap(([label, shown]) =>
      shown.size === 1
        ? [`- ${label}: \`${[...shown.keys()][0]}\``]
        : [...shown].map(([request, where]) => `- ${label} (${where.join('; ')}): \`${request}\``),
    ),
  );
  return `${lines.join('\n')}\n`;
}
