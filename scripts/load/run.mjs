// `npm run load`: a bounded mixed load against two server processes on one PostgreSQL and one
// Redis (loopback only), then the stock invariant; figures to the console and bench/load-report.md.
// Settings (environment): LOAD_SECONDS (60), LOAD_USERS (100), LOAD_MAX_REQUESTS (500000),
// LOAD_PRODUCTS (2000), LOAD_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test),
// LOAD_REDIS_URL (redis://127.0.0.1:6379), LOAD_REPORT (bench/load-report.md).
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { root } from '../lib/packages.mjs';
import { createClient } from './http-client.mjs';
import { createStats, markdownReport, printSummary, summarise } from './report.mjs';
import { compileBackend, createSchema, startServer } from './servers.mjs';
import { KINDS, runUsers } from './workload.mjs';

const setting = (name, fallback) => process.env[name] ?? fallback;
const seconds = Number(setting('LOAD_SECONDS', '60'));
const users = Number(setting('LOAD_USERS', '100'));
const maxRequests = Number(setting('LOAD_MAX_REQUESTS', '500000'));
const products = setting('LOAD_PRODUCTS', '2000');
const databaseUrl = setting('LOAD_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/test');
const redisUrl = setting('LOAD_REDIS_URL', 'redis://127.0.0.1:6379');
const reportFile = path.resolve(root, setting('LOAD_REPORT', 'bench/load-report.md'));
for (const [name, value] of [
  ['LOAD_DATABASE_URL', databaseUrl],
  ['LOAD_REDIS_URL', redisUrl],
]) {
  const host = new URL(value).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error(`${name} must be on loopback`);
}

// Bounded whatever happens: a hung server or database cannot keep this script alive.
setTimeout(
  () => {
    console.error('load: hard time limit reached, stopping');
    process.exit(2);
  },
  (seconds + 240) * 1000,
).unref();

async function businessToken(base, serverDir) {
  const { encodeAltchaPayload } = await import(
    pathToFileURL(path.join(serverDir, 'captcha/altcha-verifier.js')).href
  );
  const challengeAnswer = await (await fetch(`${base}/orders/api/v1/auth/captcha-challenge`)).json();
  const challenge = challengeAnswer.data.challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const response = await fetch(`${base}/orders/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'zakelijk@riode.example',
      password: 'Zakelijk@1234',
      captchaToken: encodeAltchaPayload(challenge, solution),
    }),
  });
  if (response.status !== 200) throw new Error(`business login failed: ${await response.text()}`);
  return (await response.json()).data.accessToken;
}

/** What the virtual users pick from: categories, filter values, search words, products. */
async function shopData(base, db, serverDir) {
  const get = async (url) => (await fetch(base + url)).json();
  const categories = (await get('/products/api/v1/categories/get-public-all-categories')).responseData.data;
  const filters = (await get('/products/api/v1/public-products/get-product-filters?categoryId=0'))
    .responseData.data;
  const names = (await db.query('SELECT name FROM products WHERE approved ORDER BY id LIMIT 300')).rows;
  const words = [
    ...new Set(
      names.flatMap((row) => row.name.toLowerCase().split(/\s+/)).filter((w) => /^\p{L}{4,}$/u.test(w)),
    ),
  ];
  const buyable = (
    await db.query(
      'SELECT id, stock FROM products WHERE approved AND price_cents IS NOT NULL AND stock IS NOT NULL ORDER BY id LIMIT 400',
    )
  ).rows;
  // Orders go to a few products with the least stock (they sell out during the run, so the
  // out-of-stock path is exercised under contention) and to sixty others.
  const hot = (
    await db.query(
      `(SELECT id, stock FROM products WHERE approved AND price_cents IS NOT NULL AND stock > 0 ORDER BY stock, id LIMIT 15)
       UNION
       (SELECT id, stock FROM products WHERE approved AND price_cents IS NOT NULL AND stock > 0 ORDER BY id LIMIT 60)`,
    )
  ).rows;
  return {
    categoryIds: [0, ...categories.map((category) => category.id)],
    colors: filters.colors.map((item) => item.value),
    sizes: filters.sizes.map((item) => item.value),
    words,
    buyable,
    hot,
    businessEmail: 'zakelijk@riode.example',
    businessToken: await businessToken(base, serverDir),
  };
}

async function invariants(db, initial, placed) {
  const { rows } = await db.query(
    `SELECT p.id, p.stock, COALESCE(SUM(l.qty), 0)::int AS ordered
       FROM products p LEFT JOIN order_lines l ON l.product_id = p.id GROUP BY p.id, p.stock`,
  );
  const mismatched = rows.filter(
    (row) => row.stock !== null && initial.get(row.id) - row.ordered !== row.stock,
  );
  const negative = rows.filter((row) => row.stock !== null && row.stock < 0);
  const soldOut = rows.filter((row) => row.stock === 0 && initial.get(row.id) > 0).length;
  const orders = Number((await db.query('SELECT count(*)::int AS n FROM orders')).rows[0].n);
  const units = rows.reduce((sum, row) => sum + row.ordered, 0);
  return [
    {
      passed: mismatched.length === 0,
      text: `no stock oversold or lost: for all ${rows.length} products, initial stock − ordered quantities = stock now (${mismatched.length} mismatches; ${units} units in ${orders} orders; ${soldOut} products sold out during the run)`,
    },
    { passed: negative.length === 0, text: `no stock below zero (${negative.length} products)` },
    {
      passed: orders === placed,
      text: `every order the clients were told was placed (200) is in the database, and no other (${placed} confirmed, ${orders} stored)`,
    },
  ];
}

const serverDir = compileBackend();
const schema = await createSchema(databaseUrl);
const dataDir = mkdtempSync(path.join(tmpdir(), 'riode-load-'));
const db = new pg.Pool({ connectionString: schema.url, max: 2 });
const servers = [];
let passed;
try {
  const env = {
    DATABASE_URL: schema.url,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `riode-load:${schema.schema}:`,
    SEED_PRODUCTS: products,
    DEMO_ACCOUNTS: 'true',
    ALTCHA_COST: '1',
    ALTCHA_MAX_NUMBER: '20',
    BUILD_DIR: path.join(dataDir, 'build'),
    DATA_DIR: path.join(dataDir, 'data'),
  };
  // One after the other: the first migrates and seeds the schema, the second finds it ready.
  servers.push(await startServer(serverDir, env, 'server A'));
  servers.push(await startServer(serverDir, env, 'server B'));
  console.log(
    `servers: ${servers.map((server) => `${server.label} ${server.url}`).join(', ')}; schema ${schema.schema}`,
  );

  const shop = await shopData(servers[0].url, db, serverDir);
  const initial = new Map(
    (await db.query('SELECT id, stock FROM products')).rows.map((row) => [row.id, row.stock]),
  );
  const clients = servers.map((server) => ({
    label: server.label,
    ...createClient(server.url, { maxSockets: users, timeoutMs: 10_000 }),
  }));
  const stats = createStats(KINDS);
  console.log(`load: ${users} users for ${seconds} s …`);
  const started = performance.now();
  await runUsers({
    users,
    clients,
    shop,
    deadline: Date.now() + seconds * 1000,
    maxRequests,
    seed: 20260101,
    record: stats.record,
  });
  const elapsed = (performance.now() - started) / 1000;
  clients.forEach((client) => client.close());

  const summary = summarise(stats, elapsed);
  printSummary(summary);
  await Promise.all(servers.map((server) => server.stop()));
  const placed = stats.perKind.get('place order').ok;
  const checks = [
    { passed: summary.errors === 0, text: `zero errors (${summary.errors})` },
    ...(await invariants(db, initial, placed)),
  ];
  for (const check of checks) console.log(`${check.passed ? '✓' : '✗'} ${check.text}`);
  passed = checks.every((check) => check.passed);
  const settings = { users, servers: servers.length, products };
  mkdirSync(path.dirname(reportFile), { recursive: true });
  writeFileSync(
    reportFile,
    markdownReport({ settings, summary, stats, invariants: checks, seconds: elapsed, passed }),
  );
  console.log(`report: ${path.relative(root, reportFile)}`);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await db.end();
  if (!process.env.LOAD_KEEP_SCHEMA) await schema.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);
