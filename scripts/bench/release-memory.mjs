// Server memory with three releases of each remote loaded: the server keeps the server code of the
// newest three releases of each remote (docs/page-rendering.md, "Releases without a restart"), so
// this is the most a server holds in the normal course of releases, rollbacks and canaries.
//
// Two more releases of each remote are derived from the built one (its folder copied under a new
// version, as e2e/support/delivery.ts does) and registered with the operator CLI, each becoming the
// active release in turn. After each step a burst of pages at 100 connections (every page of the
// three remotes: home, listing, product, cart, sign-in) makes the server render with that release,
// and one request per page checks it did: the registry written into the page names the new release
// and no slot was left to the browser. RSS is read from /proc/<pid>/status: after start, after
// each step, idle after the load, and the peak (VmHWM).
//
// Settings (environment): BENCH_MEMORY_SECONDS (5 per step), BENCH_PAGES_DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/test).
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { REGISTRY_ELEMENT_ID } from 'shared-contracts';
import { root } from '../lib/packages.mjs';
import { startBenchServer } from './page-html.mjs';
import { cannon, memoryOf } from './server-tools.mjs';

const run = promisify(execFile);
const setting = (name, fallback) => process.env[name] || fallback;
const OPERATOR_TOKEN = 'bench-operator-token-0123456789abcdef0123';
const REMOTES = ['catalog', 'cart', 'account'];
// A page of each remote: what makes the server load that remote's server code.
const PAGES = [
  { path: '/', remote: 'catalog' },
  { path: '/cat/beddengoed-4', remote: 'catalog' },
  { path: '/product/default/1', remote: 'catalog' },
  { path: '/pages/cart', remote: 'cart' },
  { path: '/pages/login', remote: 'account' },
];
const IDLE_MS = 5_000;

/** A new release folder copied from an existing one, under a new version (its release.json says so). */
function deriveRelease(buildDir, remote, from, to) {
  const target = path.join(buildDir, 'remotes', remote, to);
  cpSync(path.join(buildDir, 'remotes', remote, from), target, { recursive: true });
  const meta = JSON.parse(readFileSync(path.join(target, 'release.json'), 'utf8'));
  writeFileSync(path.join(target, 'release.json'), JSON.stringify({ ...meta, version: to }));
}

async function registerRelease(running, remote, version) {
  await run(
    process.execPath,
    [path.join(root, 'backend/dist/cli/index.js'), 'register-release', remote, version],
    {
      env: {
        ...process.env,
        ...running.settings,
        SHOP_URL: running.server.url,
        OPERATOR_TOKEN,
        LOG_LEVEL: 'silent',
      },
    },
  );
}

/** The registry document the page carries (which releases rendered it). */
function registryOf(html) {
  const match = new RegExp(
    `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

/** One request per page: each rendered with `versions[remote]`, and nothing left to the browser. */
async function checkRendered(base, versions) {
  const wrong = [];
  for (const page of PAGES) {
    const response = await fetch(base + page.path, { headers: { accept: 'text/html' } });
    const html = await response.text();
    const shown = registryOf(html)?.remotes?.[page.remote]?.version;
    if (response.status !== 200 || shown !== versions[page.remote] || html.includes('data-slot-fallback='))
      wrong.push(`${page.path}: HTTP ${response.status}, ${page.remote} ${shown ?? 'not named'}`);
  }
  return wrong;
}

export async function measureReleaseMemory({ log = console.log, buildDir } = {}) {
  const seconds = Number(setting('BENCH_MEMORY_SECONDS', '5'));
  const databaseUrl = setting('BENCH_PAGES_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/test');
  const began = performance.now();
  const running = await startBenchServer({
    buildDir,
    serverDir: path.join(root, 'backend/dist'),
    databaseUrl,
    prefix: 'bench_memory',
    env: { OPERATOR_TOKEN },
  });
  try {
    const { server, settings } = running;
    const built = JSON.parse(readFileSync(path.join(settings.BUILD_DIR, 'registry.json'), 'utf8')).remotes;
    const afterStart = memoryOf(server.pid);
    const steps = [];
    const problems = [];
    for (const step of [1, 2, 3]) {
      const versions = {};
      for (const remote of REMOTES) {
        const first = built[remote].version;
        versions[remote] = step === 1 ? first : `${first}-bench${step}`;
        if (step === 1) continue;
        deriveRelease(settings.BUILD_DIR, remote, first, versions[remote]);
        await registerRelease(running, remote, versions[remote]);
      }
      // The burst first: the check then finds each release's code loaded, not loading.
      const burst = await cannon(
        server.url,
        { paths: PAGES.map((page) => page.path), headers: { accept: 'text/html', 'accept-encoding': 'br' } },
        { connections: 100, seconds },
      );
      problems.push(...(await checkRendered(server.url, versions)).map((p) => `step ${step}: ${p}`));
      const memory = memoryOf(server.pid);
      steps.push({
        step,
        versions,
        pages: burst.requests.total,
        non2xx: burst.non2xx,
        errors: burst.errors,
        memory,
      });
      log(
        `release-memory: ${step} release(s) of each remote: RSS ${(memory.rss / 2 ** 20).toFixed(0)} MiB after ${burst.requests.total} pages (non-2xx ${burst.non2xx}, errors ${burst.errors})`,
      );
    }
    await sleep(IDLE_MS);
    const idle = memoryOf(server.pid);
    return {
      seconds,
      idleMs: IDLE_MS,
      releasesLoaded: steps.length * REMOTES.length,
      problems,
      afterStart,
      steps,
      idle,
      totalSeconds: (performance.now() - began) / 1000,
    };
  } finally {
    await running.stop();
  }
}

const mib = (bytes) => (bytes === undefined ? '–' : `${(bytes / 2 ** 20).toFixed(0)} MiB`);

export function releaseMemoryMarkdown(result) {
  return [
    `## Server memory with three releases of each remote loaded`,
    ``,
    `One production server on PostgreSQL (seed catalogue). Two more releases of each remote derived from the built one (the release folder copied under a new version) and registered with the operator CLI, each active in turn; after each step, ${result.seconds} s of pages at 100 connections over home, listing, product, cart and sign-in, then one request per page to check it was rendered with that step's releases. RSS from /proc/<pid>/status; ${result.totalSeconds.toFixed(0)} s in all.`,
    ``,
    `| moment | releases of each remote loaded | pages answered | non-2xx / errors | RSS |`,
    `| --- | ---: | ---: | ---: | ---: |`,
    `| after start | 0 | – | – | ${mib(result.afterStart?.rss)} |`,
    ...result.steps.map(
      (s) =>
        `| after step ${s.step} | ${s.step} | ${s.pages} | ${s.non2xx} / ${s.errors} | ${mib(s.memory?.rss)} |`,
    ),
    `| idle ${result.idleMs / 1000} s after the load | 3 | – | – | ${mib(result.idle?.rss)} |`,
    `| peak (VmHWM) | | | | ${mib(result.idle?.peak)} |`,
    ``,
    result.problems.length
      ? `⚠ not rendered as expected: ${result.problems.join('; ')}`
      : `Every page of every step was rendered on the server with that step's releases (${result.releasesLoaded} remote server builds loaded in all).`,
  ].join('\n');
}
