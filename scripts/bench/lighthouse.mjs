// Lighthouse (the npm package, default mobile config: simulated slow 4G and a 4× slower CPU)
// driving Debian's Chromium: performance score, LCP, TBT, CLS and Speed Index per page, the
// median of a few runs, and what Lighthouse says to fix first.
//
// Nothing leaves the machine: Chromium's background services are off and every request that is
// not to the loopback goes to a proxy that does not exist, so it fails instead of reaching out.
// The report lists any origin other than the shop's that a page asked for.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { BENCH_PAGES, kb, ms } from './pages.mjs';

const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  // CI runs as root.
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // No internet: everything except the loopback (bypassed by default) goes to a dead proxy.
  '--proxy-server=http://127.0.0.1:9',
  '--no-pings',
  '--disable-domain-reliability',
];

/** Lighthouse opportunities and diagnostics worth a line in the report when they fail. */
const FINDINGS = [
  'render-blocking-resources',
  'render-blocking-insight',
  'unused-javascript',
  'unused-css-rules',
  'unminified-javascript',
  'legacy-javascript',
  'duplicated-javascript',
  'uses-text-compression',
  'uses-long-cache-ttl',
  'uses-responsive-images',
  'offscreen-images',
  'modern-image-formats',
  'efficient-animated-content',
  'unsized-images',
  'prioritize-lcp-image',
  'lcp-lazy-loaded',
  'font-display',
  'uses-rel-preconnect',
  'redirects',
  'server-response-time',
  'total-byte-weight',
  'dom-size',
  'bootup-time',
  'mainthread-work-breakdown',
  'long-tasks',
  'non-composited-animations',
];

const round = (value, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Visits each page once in a plain browser: warms the server (seed, caches), checks it draws. */
export async function warmUp(baseUrl, pages = BENCH_PAGES) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--proxy-server=http://127.0.0.1:9'],
  });
  try {
    const page = await browser.newPage();
    for (const { path, ready } of pages) {
      await page.goto(baseUrl + path);
      await page.waitForSelector(ready, { state: 'visible', timeout: 30_000 });
    }
  } finally {
    await browser.close();
  }
}

function urlLabel(url, origin) {
  if (!url) return '';
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? parsed.pathname : url;
  } catch {
    return url.slice(0, 80);
  }
}

/** The node Lighthouse points at, as a short selector and text. */
function nodeLabel(node) {
  if (!node) return '';
  const selector = (node.selector ?? node.snippet ?? '').split(' > ').slice(-3).join(' > ');
  const label = node.nodeLabel?.replace(/\s+/g, ' ').slice(0, 40);
  const text = label && !node.selector?.includes(label.slice(0, 20)) ? ` “${label}”` : '';
  return `${selector}${text}`;
}

/** The failing opportunities/diagnostics of one run, each with its savings and its top items. */
function findings(lhr, origin) {
  const found = [];
  for (const id of FINDINGS) {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
    const items = (audit.details?.items ?? []).slice(0, 3).map((item) => {
      const what = item.url
        ? urlLabel(item.url, origin)
        : (item.source ?? (nodeLabel(item.node) || item.groupLabel || item.statistic || ''));
      const bytes = item.wastedBytes ?? item.totalBytes;
      const time = item.wastedMs ?? item.total ?? item.duration;
      if (item.statistic) return `${item.statistic} ${item.value?.value ?? item.value ?? ''}`.trim();
      return [what, bytes ? kb(bytes) : '', time ? ms(time) : ''].filter(Boolean).join(' ');
    });
    found.push({
      id,
      title: audit.title,
      display: audit.displayValue ?? '',
      savingsMs: round(audit.metricSavings?.LCP ?? audit.details?.overallSavingsMs ?? 0),
      savingsBytes: audit.details?.overallSavingsBytes ?? 0,
      items,
    });
  }
  return found;
}

function lcpElement(lhr) {
  const audit = lhr.audits['largest-contentful-paint-element'];
  const table = audit?.details?.items?.find((item) => item.type === 'table') ?? audit?.details;
  const node = table?.items?.[0]?.node;
  const phases = audit?.details?.items?.find((item) => item.type === 'table' && item !== table);
  return {
    element: nodeLabel(node),
    phases: (phases?.items ?? []).map((p) => `${p.phase ?? p.label} ${ms(p.timing ?? 0)}`),
  };
}

function layoutShifts(lhr) {
  const audit = lhr.audits['layout-shifts'] ?? lhr.audits['layout-shift-elements'];
  return (audit?.details?.items ?? [])
    .slice(0, 5)
    .map((item) => `${nodeLabel(item.node)} ${round(item.score ?? 0, 4)}`.trim());
}

/** Origins other than the shop's that the page asked for (must be none: no internet here). */
function foreignOrigins(lhr, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return [...new Set(items.map((item) => new URL(item.url).origin))].filter(
    (other) => other !== origin && !other.startsWith('data:') && other !== 'null',
  );
}

function summarize(lhr, origin) {
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: round(value('first-contentful-paint')),
    lcpMs: round(value('largest-contentful-paint')),
    tbtMs: round(value('total-blocking-time')),
    cls: round(value('cumulative-layout-shift'), 4),
    speedIndexMs: round(value('speed-index')),
    lcp: lcpElement(lhr),
    layoutShifts: layoutShifts(lhr),
    findings: findings(lhr, origin),
    foreignOrigins: foreignOrigins(lhr, origin),
    warnings: lhr.runWarnings ?? [],
    requests: lhr.audits['network-requests']?.details?.items?.length ?? 0,
    // Lighthouse's CPU benchmark of this machine at the time (a loaded machine scores low).
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** One Lighthouse run of `url`; answers its report, or the reason Lighthouse gave up. */
async function runOnce(chrome, url) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' },
    undefined,
  );
  const error = result?.lhr ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
  return error ? { failure: error.code ?? error.message } : { lhr: result.lhr };
}

/** The median run of one page's runs (Lighthouse's own choice) with the scores of every run. */
function pageFigures(url, lhrs, failures, started) {
  if (lhrs.length === 0) throw new Error(`Lighthouse failed on every run of ${url}: ${failures.join(', ')}`);
  return {
    durationMs: Date.now() - started,
    failedRuns: failures,
    runs: lhrs.map((lhr) => ({
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: round(lhr.audits['largest-contentful-paint'].numericValue),
    })),
    ...summarize(computeMedianRun(lhrs), new URL(url).origin),
  };
}

/**
 * Runs each of `urls` `runs` times, one after the other in turn (a, b, a, b, …), so that what the
 * machine is doing meanwhile weighs on all of them alike. A run Lighthouse itself gives up on
 * (NO_NAVSTART and such, on a busy machine) is retried: at most two spare attempts per URL.
 */
async function interleavedRuns(chrome, urls, runs) {
  const started = Date.now();
  const kept = urls.map(() => ({ lhrs: [], failures: [] }));
  for (let round = 0; round < runs + 2; round += 1) {
    for (const [index, url] of urls.entries()) {
      const { lhrs, failures } = kept[index];
      if (lhrs.length >= runs || lhrs.length + failures.length >= runs + 2) continue;
      const outcome = await runOnce(chrome, url);
      if (outcome.lhr) lhrs.push(outcome.lhr);
      else failures.push(outcome.failure);
    }
  }
  return urls.map((url, index) => pageFigures(url, kept[index].lhrs, kept[index].failures, started));
}

/**
 * Runs Lighthouse `runs` times on each page of the shop at `baseUrl` (one Chromium, storage
 * reset before every run) and keeps the median run of each page (Lighthouse's own choice:
 * the run nearest the median FCP and TTI). The server should be warm: see warmUp().
 * With `floorUrl` (the same shop through scripts/bench/script-strip-proxy.mjs), each page is also
 * measured without its scripts, run by run in turn with the page: its no-JS floor.
 */
export async function measureLighthouse(
  baseUrl,
  { pages = BENCH_PAGES, runs = 5, warm = true, floorUrl } = {},
) {
  if (warm) await warmUp(baseUrl, pages);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const started = Date.now();
  try {
    const results = [];
    for (const page of pages) {
      // Floor and page in turn: floor, page, floor, page, …
      const urls = floorUrl ? [floorUrl + page.path, baseUrl + page.path] : [baseUrl + page.path];
      const figures = await interleavedRuns(chrome, urls, runs);
      const measured = figures.at(-1);
      const floor = floorUrl ? figures[0] : undefined;
      results.push({
        name: page.name,
        path: page.path,
        ...measured,
        ...(floor ? { floor, lcpToFloor: round(measured.lcpMs / floor.lcpMs, 3) } : {}),
      });
    }
    return {
      lighthouse: LIGHTHOUSE_VERSION,
      chromium: await chromeVersion(chrome.port),
      settings: 'default mobile config: simulated throttling (150 ms RTT, 1.6 Mbps, 4× CPU), 412×823 screen',
      runsPerPage: runs,
      throughProxy: Boolean(floorUrl),
      durationMs: Date.now() - started,
      pages: results,
    };
  } finally {
    await chrome.kill();
  }
}

async function chromeVersion(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`);
    return (await response.json()).Browser;
  } catch {
    return 'unknown';
  }
}

function floorLines(result) {
  const pages = result.pages.filter((page) => page.floor);
  if (pages.length === 0) return [];
  return [
    `### The no-JS floor`,
    ``,
    `Each page as served (through a loopback proxy that forwards it unchanged) and the same server-rendered page with its scripts taken out by that proxy (external \`<script src>\` elements and script preloads; stylesheets, images, JSON data and JSON-LD stay), measured in turn run by run (floor, page, floor, page, …), median of ${result.runsPerPage} each. The floor is what server rendering alone gives: the JavaScript's cost to the page is the distance from it.`,
    ``,
    `| page | LCP page / floor | ratio | score page / floor | TBT page / floor | CLS page / floor | FCP page / floor | LCPs of the runs: page; floor |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- |`,
    ...pages.map(
      (p) =>
        `| ${p.name} | ${ms(p.lcpMs)} / ${ms(p.floor.lcpMs)} | ${p.lcpToFloor.toFixed(2)}× | ${p.score} / ${p.floor.score} | ${ms(p.tbtMs)} / ${ms(p.floor.tbtMs)} | ${p.cls} / ${p.floor.cls} | ${ms(p.fcpMs)} / ${ms(p.floor.fcpMs)} | ${p.runs.map((r) => r.lcpMs).join(', ')}; ${p.floor.runs.map((r) => r.lcpMs).join(', ')} |`,
    ),
    ``,
    ...pages.map(
      (p) =>
        `- ${p.name}: the floor's LCP element ${p.floor.lcp.element || 'none found'}${p.floor.lcp.phases.length ? ` (${p.floor.lcp.phases.join(', ')})` : ''}; ${p.floor.requests} requests against ${p.requests}${p.floor.failedRuns.length ? `; ⚠ floor runs Lighthouse gave up on (retried): ${p.floor.failedRuns.join(', ')}` : ''}`,
    ),
    ``,
  ];
}

/** The Lighthouse section of the bench report. */
export function lighthouseMarkdown(result) {
  const lines = [
    `## Lighthouse (mobile)`,
    ``,
    `Lighthouse ${result.lighthouse}, ${result.chromium}, ${result.settings}; median of ${result.runsPerPage} runs per page (the run nearest the median FCP and TTI)${result.throughProxy ? '; each page through the loopback proxy of the no-JS floor, forwarding it unchanged' : ''}.`,
    ``,
    `| page | score | FCP | LCP | TBT | CLS | Speed Index | scores of the runs | CPU benchmark index |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
    ...result.pages.map(
      (p) =>
        `| ${p.name} | ${p.score} | ${ms(p.fcpMs)} | ${ms(p.lcpMs)} | ${ms(p.tbtMs)} | ${p.cls} | ${ms(p.speedIndexMs)} | ${p.runs.map((r) => r.score).join(', ')} | ${p.benchmarkIndex ?? '?'} |`,
    ),
    ``,
    ...floorLines(result),
  ];
  for (const page of result.pages) {
    lines.push(`**${page.name}** (${page.path})`, ``);
    lines.push(
      `- LCP element: ${page.lcp.element || 'none found'}${page.lcp.phases.length ? ` (${page.lcp.phases.join(', ')})` : ''}`,
    );
    if (page.layoutShifts.length) lines.push(`- layout shifts: ${page.layoutShifts.join('; ')}`);
    for (const finding of page.findings) {
      const savings = [
        finding.display,
        finding.savingsMs ? `LCP −${ms(finding.savingsMs)}` : '',
        finding.savingsBytes ? `−${kb(finding.savingsBytes)}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      lines.push(
        `- ${finding.title}${savings ? ` (${savings})` : ''}${finding.items.length ? `: ${finding.items.join('; ')}` : ''}`,
      );
    }
    if (page.foreignOrigins.length)
      lines.push(`- ⚠ asked for other origins: ${page.foreignOrigins.join(', ')}`);
    for (const warning of page.warnings) lines.push(`- ⚠ Lighthouse: ${warning}`);
    if (page.failedRuns.length)
      lines.push(`- ⚠ runs Lighthouse gave up on (retried): ${page.failedRuns.join(', ')}`);
    lines.push(``);
  }
  return lines.join('\n');
}
