// Page HTML under load: a signed-out visitor's server-rendered page (home, a category listing, a
// product) at 100 connections (autocannon, closed loop), on PostgreSQL with the seed catalogue:
// req/s, p50/p99, errors and 5xx, and the server's CPU time per page. Also what the first request
// of each page costs on a fresh server (its remotes' server code loaded then), and how often under
// load a slot was left to the browser (the server logs it: a remote or loader over its budget).
//
// Settings (environment): BENCH_PAGES_SECONDS (10 per page), BENCH_PAGES_CONNECTIONS (100),
// BENCH_PAGES_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../lib/packages.mjs';
import { BENCH_PAGES } from './pages.mjs';
import { cannon, cpuSnapshot, cpuSpent, createSchema, memoryOf, startServer } from './server-tools.mjs';

const setting = (name, fallback) => process.env[name] || fallback;
// As a browser asks for a page: the server streams it brotli-compressed.
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'br' };
const LEFT_TO_BROWSER = /slots left to the browser/g;

const count = (text, pattern) => (text.match(pattern) ?? []).length;

/** A fresh server on its own schema of `databaseUrl` and its own copy of the build. */
export async function startBenchServer({ buildDir, serverDir, databaseUrl, prefix, env = {} }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  // A copy: the server records the build's releases as it starts, and a part may add releases.
  cpSync(buildDir, path.join(dataDir, 'build'), { recursive: true });
  const schema = await createSchema(databaseUrl, prefix);
  const settings = {
    DATA_DIR: path.join(dataDir, 'data'),
    BUILD_DIR: path.join(dataDir, 'build'),
    DATABASE_URL: schema.url,
    ...env,
  };
  try {
    const server = await startServer(serverDir, settings);
    return {
      server,
      schema,
      settings,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
        await schema.drop();
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    await schema.drop();
    throw error;
  }
}

/** One request as a new visitor; its time, status and whether every slot was drawn on the server. */
async function firstRequest(base, pagePath) {
  const started = performance.now();
  const response = await fetch(base + pagePath, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return {
    ms: Math.round(performance.now() - started),
    status: response.status,
    bytes: html.length,
    slotsLeftToBrowser: count(html, /data-slot-fallback=/g),
  };
}

async function measurePage(running, page, { connections, seconds }) {
  const { server, schema } = running;
  const testCase = { paths: [page.path], headers: BROWSER_HEADERS };
  // A short warm-up (JIT, caches, connection pool), not counted.
  await cannon(server.url, testCase, { connections, seconds: 2 });
  const logged = server.output().length;
  const cpuBefore = await cpuSnapshot(server, schema);
  const run = await cannon(server.url, testCase, { connections, seconds });
  const cpu = cpuSpent(cpuBefore, await cpuSnapshot(server, schema));
  const perRequest = (value) => (run.requests.total > 0 ? (value * 1e6) / run.requests.total : 0);
  return {
    name: page.name,
    path: page.path,
    requestsPerSecond: run.requests.average,
    requests: run.requests.total,
    p50: run.latency.p50,
    p99: run.latency.p99,
    max: run.latency.max,
    errors: run.errors,
    timeouts: run.timeouts,
    non2xx: run.non2xx,
    serverErrors: run['5xx'],
    // Times the server logged that it left a slot to the browser during the measured run.
    leftToBrowser: count(server.output().slice(logged), LEFT_TO_BROWSER),
    serverCpuPerRequestUs: perRequest(cpu.server),
    databaseCpuPerRequestUs: perRequest(cpu.database),
    bytesPerPage: run.requests.total > 0 ? Math.round(run.throughput.total / run.requests.total) : 0,
  };
}

export async function measurePageHtml({
  log = console.log,
  buildDir,
  serverDir = path.join(root, 'backend/dist'),
} = {}) {
  const connections = Number(setting('BENCH_PAGES_CONNECTIONS', '100'));
  const seconds = Number(setting('BENCH_PAGES_SECONDS', '10'));
  const databaseUrl = setting('BENCH_PAGES_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/test');
  const loadBefore = os.loadavg();
  const began = performance.now();
  const running = await startBenchServer({ buildDir, serverDir, databaseUrl, prefix: 'bench_pages' });
  try {
    const { server } = running;
    const memoryAfterStart = memoryOf(server.pid);
    const first = [];
    for (const page of BENCH_PAGES)
      first.push({ name: page.name, ...(await firstRequest(server.url, page.path)) });
    log(`page-html: first requests ${first.map((f) => `${f.name} ${f.ms} ms (${f.status})`).join(', ')}`);
    const pages = [];
    for (const page of BENCH_PAGES) {
      const result = await measurePage(running, page, { connections, seconds });
      pages.push(result);
      log(
        `page-html: ${page.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}, left to the browser ${result.leftToBrowser}, CPU/page ${result.serverCpuPerRequestUs.toFixed(0)} µs`,
      );
    }
    return {
      database: 'postgres',
      catalog: 'seed',
      connections,
      seconds,
      first,
      pages,
      memory: { afterStart: memoryAfterStart, afterRuns: memoryOf(server.pid) },
      totalSeconds: (performance.now() - began) / 1000,
      loadAverage: { before: loadBefore, after: os.loadavg() },
    };
  } finally {
    await running.stop();
  }
}

const mib = (bytes) => (bytes === undefined ? '–' : `${(bytes / 2 ** 20).toFixed(0)} MiB`);
const loads = (list) => list.map((value) => value.toFixed(2)).join(' / ');

/** The page HTML section of the bench report; `before` is the home page's row of the last report. */
export function pageHtmlMarkdown(result, before) {
  return [
    `## Page HTML under load (autocannon, ${result.connections} connections, ${result.seconds} s per page)`,
    ``,
    `A signed-out visitor's page, rendered on the server once and then served from the pages the server keeps (backend/src/site/ssr-page.ts: by address, language and releases, until the catalogue or a stock figure changes), brotli as a browser takes it; the first request of each page below shows the cost of a render; one production server process on PostgreSQL (a fresh schema, the seed catalogue), client, server and database on this machine over loopback; a 2 s warm-up per page is not counted. CPU per page is the server process's (and its PostgreSQL backends') user + system time over the run divided by the pages answered. "Left to the browser" counts the server's log lines saying a slot missed its budget and was sent for the browser to draw. Load average (1/5/15 min) before: ${loads(result.loadAverage.before)}, after: ${loads(result.loadAverage.after)}; ${result.totalSeconds.toFixed(0)} s in all.`,
    ``,
    `| page | req/s | p50 | p99 | max | errors / non-2xx / 5xx | left to the browser | CPU per page: server (+ PostgreSQL) | bytes per page (br) |`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
    ...result.pages.map(
      (p) =>
        `| ${p.name} | ${p.requestsPerSecond.toFixed(0)} | ${p.p50} ms | ${p.p99} ms | ${p.max} ms | ${p.errors} / ${p.non2xx} / ${p.serverErrors} | ${p.leftToBrowser} | ${p.serverCpuPerRequestUs.toFixed(0)} µs + ${p.databaseCpuPerRequestUs.toFixed(0)} µs | ${(p.bytesPerPage / 1024).toFixed(1)} KB |`,
    ),
    ``,
    `First request of each page on the fresh server, one at a time (its remotes' server code is loaded by the first): ${result.first.map((f) => `${f.name} ${f.ms} ms (HTTP ${f.status}, ${f.slotsLeftToBrowser} slots left to the browser)`).join('; ')}. Server RSS after start ${mib(result.memory.afterStart?.rss)}, after the runs ${mib(result.memory.afterRuns?.rss)}, peak ${mib(result.memory.afterRuns?.peak)}.`,
    ...(before
      ? [
          ``,
          `Before server rendering (${before.source}): the home page's HTML (the shell's page with the answers to its first catalogue calls written in, no rendering) on PostgreSQL with the seed catalogue, ${before.requestsPerSecond.toFixed(0)} req/s, p50 ${before.p50} ms, p99 ${before.p99} ms, ${before.serverCpuPerRequest.toFixed(0)} µs server CPU per page.`,
        ]
      : []),
  ].join('\n');
}
