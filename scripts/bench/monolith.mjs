// The cost of federation (docs/performance.md): the same pages built as one bundle
// (scripts/bench/monolith/webpack.config.js: the shell with the remotes' exposed modules bundled
// in, no Module Federation at run time), served the same way (the production server on a build
// folder whose registry names no remote), measured in the same run as the federated shop, as
// ratios.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from '../lib/packages.mjs';
import { bytesByPackage, moduleReader } from './bundles.mjs';
import { floorOfPage, measureFederationFloor, remotesLoaded } from './federation-floor.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { BENCH_PAGES, headerPartsDrawn, kb, ms } from './pages.mjs';
import { startShop } from './shop-process.mjs';
import { modulesOfFile, packageOf } from './source-maps.mjs';
import { webpackBuild } from './webpack-build.mjs';

const CONFIG = path.join(root, 'scripts/bench/monolith/webpack.config.js');

/**
 * Builds the monolith into a new temp folder laid out like BUILD_DIR (shell/ and a registry with
 * no remotes), waiting for `buildLock` when given (webpack-build.mjs).
 */
export async function buildMonolith({ buildLock } = {}) {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'riode-monolith-'));
  const started = Date.now();
  try {
    const env = { MONOLITH_OUT: path.join(buildDir, 'shell'), RIODE_RELEASE: 'monolith' };
    await webpackBuild(CONFIG, env, { buildLock });
  } catch (error) {
    rmSync(buildDir, { recursive: true, force: true });
    throw error;
  }
  writeFileSync(path.join(buildDir, 'registry.json'), JSON.stringify({ remotes: {} }, null, 2));
  mkdirSync(path.join(buildDir, 'remotes'), { recursive: true });
  return { buildDir, buildMs: Date.now() - started };
}

/** Packages of Module Federation found in the monolith's files: must be none. */
function federationLeftovers(buildDir) {
  const shellDir = path.join(buildDir, 'shell');
  const found = new Set();
  for (const name of readdirSync(shellDir).filter((n) => n.endsWith('.js'))) {
    for (const module of modulesOfFile(path.join(shellDir, name), path.join(root, 'shell')).modules.keys())
      if (packageOf(module).startsWith('@module-federation/')) found.add(packageOf(module));
  }
  return [...found];
}

/**
 * What a shopper sees on a page once the network is idle: products, headings, which teams'
 * parts drew, any slot that fell back, and errors. Used to show both builds draw the same page.
 */
export async function checkPages(baseUrl, pages = BENCH_PAGES) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--proxy-server=http://127.0.0.1:9'],
  });
  try {
    const results = [];
    for (const page of pages) {
      const tab = await browser.newPage();
      const errors = [];
      tab.on('pageerror', (error) => errors.push(String(error).slice(0, 200)));
      tab.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text().slice(0, 200));
      });
      await tab.goto(baseUrl + page.path);
      await tab.waitForSelector(page.ready, { state: 'visible', timeout: 30_000 });
      // Lazy parts (header widgets, below-the-fold images) get a moment; a busy machine may
      // never be fully idle, so this wait is bounded and not an error.
      await headerPartsDrawn(tab);
      await tab.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      results.push({
        name: page.name,
        ...(await tab.evaluate(() => ({
          products: document.querySelectorAll('main [data-product-id]').length,
          heading: document.querySelector('main h1')?.textContent?.trim() ?? '',
          boundaries: [...document.querySelectorAll('[data-boundary]')].map((e) =>
            e.getAttribute('data-boundary'),
          ),
          fallbacks: document.querySelectorAll('[data-slot-fallback], [data-slot-standin]').length,
          images: document.querySelectorAll('main img').length,
        }))),
        errors,
      });
      await tab.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

const ratio = (a, b) => (b ? Math.round((a / b) * 100) / 100 : null);
/** a − b, or null when either was not measured (a page that never showed its content has no count). */
const difference = (a, b) => (Number.isFinite(a) && Number.isFinite(b) ? a - b : null);
const signed = (value) => (value === null ? '–' : `${value >= 0 ? '+' : ''}${value}`);

/** One page's first load, as bench.mjs measures it: a warm-up visit, then the measured one. */
async function firstLoad(url, page) {
  await measureFirstLoad(url + page.path, page.ready);
  const figures = await measureFirstLoad(url + page.path, page.ready);
  const origin = new URL(url).origin;
  return {
    ...figures,
    scripts: figures.scripts.filter((u) => u.startsWith(origin)).map((u) => new URL(u).pathname),
  };
}

/**
 * Builds the monolith, serves it with the production server beside the federated shop at
 * `shopUrl`, checks both draw the same pages, and measures both (first load and Lighthouse,
 * page by page, one after the other, so machine load hits both alike). Figures of the federated
 * shop already measured in this run can be passed in as `federation: { firstLoad, lighthouse }`
 * (bench.mjs's results, matched by page name); what is missing is measured here.
 */
export async function measureMonolith({
  shopUrl,
  buildDir,
  pages = BENCH_PAGES,
  runs = 5,
  buildLock,
  federation = {},
  keepBuild = false,
}) {
  const started = Date.now();
  // The floor first: it cleans up after itself, so a failure there leaves no monolith folder behind.
  const floor = await measureFederationFloor({ buildLock });
  const { buildDir: monolithDir, buildMs } = await buildMonolith({ buildLock });
  const leftovers = federationLeftovers(monolithDir);
  const monolithBuild = moduleReader(monolithDir);
  let monolithShop;
  try {
    monolithShop = await startShop({ BUILD_DIR: monolithDir });
    const checks = {
      federation: await checkPages(shopUrl, pages),
      monolith: await checkPages(monolithShop.url, pages),
    };
    const results = [];
    for (const page of pages) {
      const given = {
        firstLoad: federation.firstLoad?.find((r) => r.name === page.name),
        lighthouse: federation.lighthouse?.pages?.find((r) => r.name === page.name),
      };
      const fed = { firstLoad: given.firstLoad ?? (await firstLoad(shopUrl, page)) };
      const mono = { firstLoad: await firstLoad(monolithShop.url, page) };
      if (runs > 0) {
        fed.lighthouse =
          given.lighthouse ??
          (await measureLighthouse(shopUrl, { pages: [page], runs, warm: false })).pages[0];
        mono.lighthouse = (
          await measureLighthouse(monolithShop.url, { pages: [page], runs, warm: false })
        ).pages[0];
      }
      const remotes = remotesLoaded(fed.firstLoad.scripts);
      results.push({
        name: page.name,
        path: page.path,
        federation: fed,
        monolith: mono,
        ratios: ratios(fed, mono),
        floor: { remotes, ...floorOfPage(floor, mono.firstLoad.js.gzip, remotes.length) },
        ...(buildDir ? { packages: packageDifferences(fed, mono, buildDir, monolithBuild) } : {}),
      });
    }
    return {
      buildMs,
      durationMs: Date.now() - started,
      federationLeftovers: leftovers,
      floor,
      checks,
      sameContent: pages.map((page, index) => sameContent(checks.federation[index], checks.monolith[index])),
      pages: results,
      ...(keepBuild ? { monolithDir } : {}),
    };
  } finally {
    await monolithShop?.stop();
    if (!keepBuild && existsSync(monolithDir)) rmSync(monolithDir, { recursive: true, force: true });
  }
}

/**
 * Where the bytes differ: minified bytes per package over the scripts each build's page loaded
 * (source maps), largest differences first. Needs the federated shop's build folder.
 */
function packageDifferences(fed, mono, buildDir, monolithBuild) {
  // Figures passed in from bench.mjs name scripts by full URL; the ones measured here by path.
  const paths = (fed.firstLoad.scripts ?? []).map((u) => (u.startsWith('http') ? new URL(u).pathname : u));
  const federated = bytesByPackage(paths, moduleReader(buildDir));
  const monolith = bytesByPackage(mono.firstLoad.scripts, monolithBuild);
  return [...new Set([...federated.keys(), ...monolith.keys()])]
    .map((pkg) => ({ package: pkg, federation: federated.get(pkg) ?? 0, monolith: monolith.get(pkg) ?? 0 }))
    .map((row) => ({ ...row, difference: row.federation - row.monolith }))
    .sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference));
}

function sameContent(fed, mono) {
  const problems = [];
  if (mono.products !== fed.products) problems.push(`products ${fed.products} vs ${mono.products}`);
  if (mono.heading !== fed.heading) problems.push(`heading “${fed.heading}” vs “${mono.heading}”`);
  if ([...mono.boundaries].sort().join() !== [...fed.boundaries].sort().join())
    problems.push(`parts ${fed.boundaries.join('+')} vs ${mono.boundaries.join('+')}`);
  if (mono.fallbacks || fed.fallbacks) problems.push(`fallbacks ${fed.fallbacks} vs ${mono.fallbacks}`);
  if (mono.errors.length) problems.push(`monolith errors: ${mono.errors.join(' | ')}`);
  return { name: fed.name, ok: problems.length === 0, products: mono.products, problems };
}

function ratios(fed, mono) {
  const f = fed.firstLoad;
  const m = mono.firstLoad;
  return {
    jsGzip: ratio(f.js.gzip, m.js.gzip),
    jsGzipUntilContent: ratio(f.js.gzipUntilContent, m.js.gzipUntilContent),
    jsRaw: ratio(f.js.raw, m.js.raw),
    cssGzip: ratio(f.css.gzip, m.css.gzip),
    requestsBeforeReady: ratio(f.requestsBeforeReady, m.requestsBeforeReady),
    roundTrips: ratio(f.sequentialRoundTripsBeforeReady, m.sequentialRoundTripsBeforeReady),
    extraRoundTrips: difference(f.sequentialRoundTripsBeforeReady, m.sequentialRoundTripsBeforeReady),
    ...(fed.lighthouse && mono.lighthouse
      ? {
          lcp: ratio(fed.lighthouse.lcpMs, mono.lighthouse.lcpMs),
          tbt: ratio(fed.lighthouse.tbtMs, mono.lighthouse.tbtMs),
          speedIndex: ratio(fed.lighthouse.speedIndexMs, mono.lighthouse.speedIndexMs),
          score: ratio(fed.lighthouse.score, mono.lighthouse.score),
        }
      : {}),
  };
}

const x = (value) => (value === null || value === undefined ? '–' : `${value.toFixed(2)}×`);

function packagesMarkdown(page) {
  if (!page?.packages) return [];
  const rows = page.packages.filter((row) => Math.abs(row.difference) >= 1024).slice(0, 12);
  const total = (side) => page.packages.reduce((sum, row) => sum + row[side], 0);
  return [
    ``,
    `Where the ${page.name} page's JavaScript differs (minified bytes by package, from the source maps of the scripts each build loaded; total ${kb(total('federation'))} federated, ${kb(total('monolith'))} monolith):`,
    ``,
    `| package | federation | monolith | difference |`,
    `| --- | --- | --- | --- |`,
    ...rows.map(
      (row) =>
        `| ${row.package} | ${kb(row.federation)} | ${kb(row.monolith)} | ${row.difference >= 0 ? '+' : ''}${kb(row.difference)} |`,
    ),
  ];
}

/** How far each page is from the least that federation can cost (federation-floor.mjs). */
function floorMarkdown({ floor, pages }) {
  if (!floor) return [];
  const { shell, remote, plain } = floor.builds;
  return [
    ``,
    `Federation's floor: the smallest shell and remote this repository's federation set-up builds, with none of the shop's code (scripts/bench/floor/), less the same start without federation. The shell's share is ${kb(floor.shellGzip)} gzip (${kb(shell.gzip)} in ${shell.files.length} scripts against ${kb(plain.gzip)} plain), and each remote's remoteEntry.js ${kb(floor.remoteGzip)} (${kb(remote.raw)} raw). Federated, a page costs at least its monolith plus these, unless its own code gets smaller.`,
    ``,
    `| page | remotes loaded | monolith | least federated: monolith + floor | least ratio | this build | above the floor |`,
    `| --- | --- | --- | --- | --- | --- | --- |`,
    ...pages.map(
      (p) =>
        `| ${p.name} | ${p.floor.remotes.length} (${p.floor.remotes.join(', ')}) | ${kb(p.monolith.firstLoad.js.gzip)} | ${kb(p.floor.gzip)} | ${x(p.floor.ratio)} | ${kb(p.federation.firstLoad.js.gzip)} (${x(p.ratios.jsGzip)}) | ${kb(p.federation.firstLoad.js.gzip - p.floor.gzip)} |`,
    ),
  ];
}

/** The federation-versus-monolith section of the bench report. */
export function monolithMarkdown(result) {
  const lines = [
    `## Federation versus a monolith build of the same code`,
    ``,
    `The monolith: the shell with the remotes' exposed modules bundled in (import() instead of Module Federation, no async boundary), served by the same server; built in ${(result.buildMs / 1000).toFixed(0)} s. Ratios are federation ÷ monolith, measured in the same run.`,
    ``,
    `| page | JS gzip fed / mono | ratio | until content fed / mono | ratio | round trips fed / mono | requests until content fed / mono | LCP fed / mono | ratio | score fed / mono | TBT fed / mono |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
    ...result.pages.map((p) => {
      const f = p.federation;
      const m = p.monolith;
      const lh = f.lighthouse && m.lighthouse;
      return `| ${p.name} | ${kb(f.firstLoad.js.gzip)} / ${kb(m.firstLoad.js.gzip)} | ${x(p.ratios.jsGzip)} | ${f.firstLoad.js.gzipUntilContent === undefined ? '–' : `${kb(f.firstLoad.js.gzipUntilContent)} / ${kb(m.firstLoad.js.gzipUntilContent)}`} | ${x(p.ratios.jsGzipUntilContent)} | ${f.firstLoad.sequentialRoundTripsBeforeReady} / ${m.firstLoad.sequentialRoundTripsBeforeReady} (${signed(p.ratios.extraRoundTrips)}) | ${f.firstLoad.requestsBeforeReady} / ${m.firstLoad.requestsBeforeReady} | ${lh ? `${ms(f.lighthouse.lcpMs)} / ${ms(m.lighthouse.lcpMs)}` : '–'} | ${x(p.ratios.lcp)} | ${lh ? `${f.lighthouse.score} / ${m.lighthouse.score}` : '–'} | ${lh ? `${ms(f.lighthouse.tbtMs)} / ${ms(m.lighthouse.tbtMs)}` : '–'} |`;
    }),
    ``,
    `Same page drawn by both builds: ${result.sameContent
      .map((c) =>
        c.ok
          ? `${c.name} ✓ (${c.products} product${c.products === 1 ? '' : 's'})`
          : `${c.name} ✗ ${c.problems.join('; ')}`,
      )
      .join(
        ', ',
      )}.${result.federationLeftovers.length ? ` ⚠ Module Federation code left in the monolith: ${result.federationLeftovers.join(', ')}.` : ''}`,
    ...floorMarkdown(result),
    ...packagesMarkdown(result.pages[0]),
    ``,
    `Waterfall of the monolith's home page until its first products show (depth, path):`,
    ``,
    '```',
    ...(result.pages[0]?.monolith.firstLoad.waterfall ?? []),
    '```',
  ];
  return lines.join('\n');
}
