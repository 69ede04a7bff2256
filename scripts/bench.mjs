// `npm run bench`: builds (if needed), starts the production server and writes a report of
// figures to bench/report.md and bench/report.json, with the date and the machine:
// first-load bytes, requests and round trips; shared singletons and modules bundled twice;
// Lighthouse (mobile) of each page and of its no-JS floor (the same server-rendered page without
// its scripts); the same pages as one monolith bundle, for the cost of federation; the pages' HTML
// under load; the server's memory with three releases of each remote; and the API's throughput and
// latency on both databases and two catalogue sizes (cached answers, and one new query per request); the
// catalogue at scale (a distinct listing and search mix at 100 000 and 1 000 000 products, CPU per
// request, EXPLAIN of the slow query shapes; scripts/bench/catalog-scale.mjs). The targets table at the top sets this run's
// figures beside those of the last report before server rendering (scripts/bench/before.mjs).
//   npm run bench                       every part
//   npm run bench -- --parts first-load,bundles,lighthouse,monolith,page-html,release-memory,embedded-memory,api,catalog-scale,sitemap
//   npm run bench -- --runs 1           fewer Lighthouse runs per page (default 5, median kept)
//   BUILD_DIR=/tmp/x npm run bench      build into, and serve from, another folder than build/
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiMarkdown, measureApi } from './bench/api.mjs';
import { catalogScaleMarkdown } from './bench/catalog-scale-markdown.mjs';
import { measureCatalogScale } from './bench/catalog-scale.mjs';
import { runSitemapBench, sitemapMarkdown } from './bench/sitemap.mjs';
import { beforeFigures } from './bench/before.mjs';
import { bundlesMarkdown, measureBundles } from './bench/bundles.mjs';
import { firstLoadMarkdown, measureFirstLoad } from './bench/first-load.mjs';
import { lighthouseMarkdown, measureLighthouse } from './bench/lighthouse.mjs';
import { measureMonolith, monolithMarkdown } from './bench/monolith.mjs';
import { floorCheckMarkdown, startFloorProxies } from './bench/no-js-floor.mjs';
import { measurePageHtml, pageHtmlMarkdown } from './bench/page-html.mjs';
import { BENCH_PAGES } from './bench/pages.mjs';
import { embeddedMemoryMarkdown, measureEmbeddedMemory } from './bench/embedded-memory.mjs';
import { measureReleaseMemory, releaseMemoryMarkdown } from './bench/release-memory.mjs';
import { targetRows, targetsMarkdown } from './bench/targets.mjs';
import { startShop } from './bench/shop-process.mjs';
import { root } from './lib/packages.mjs';

const ALL_PARTS = [
  'first-load',
  'bundles',
  'lighthouse',
  'monolith',
  'page-html',
  'release-memory',
  'embedded-memory',
  'api',
  'catalog-scale',
  'sitemap',
];
const { values } = parseArgs({
  options: {
    parts: { type: 'string', default: ALL_PARTS.join(',') },
    // Five, not three: on a shared machine one page's TBT moves 2-3x between runs of the same
    // build, and a median of three follows a single outlier too easily.
    runs: { type: 'string', default: '5' },
  },
});
const parts = new Set(values.parts.split(',').map((p) => p.trim()));
const runs = Number(values.runs);
// As scripts/build.mjs has it: the bench builds into, and serves from, the same folder.
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));
const before = beforeFigures();
const seconds = (since) => Math.round((Date.now() - since) / 1000);

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
  stdio: 'inherit',
  env: { ...process.env, BUILD_DIR: buildDir },
});
if (build.status !== 0) process.exit(1);

const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
  },
  buildDir,
  durationsSeconds: {},
};
const sections = [];
const timed = async (name, work) => {
  const since = Date.now();
  console.log(`\n━━ bench: ${name} ━━`);
  const result = await work();
  report.durationsSeconds[name] = seconds(since);
  return result;
};

const shop = await startShop({ BUILD_DIR: buildDir });
try {
  if (parts.has('first-load')) {
    report.firstLoad = await timed('first-load', async () => {
      const results = [];
      for (const page of BENCH_PAGES) {
        // The first visit also warms the server (seeding, caches); the second one is measured.
        await measureFirstLoad(shop.url + page.path, page.ready);
        results.push({ name: page.name, ...(await measureFirstLoad(shop.url + page.path, page.ready)) });
      }
      return results;
    });
    sections.push(firstLoadMarkdown(report.firstLoad, before));
  }
  if (parts.has('bundles')) {
    report.bundles = await timed('bundles', () => measureBundles({ shopUrl: shop.url, buildDir }));
    sections.push(bundlesMarkdown(report.bundles));
  }
  if (parts.has('lighthouse')) {
    // Each page and its no-JS floor, both through a loopback proxy (docs in no-js-floor.mjs).
    const proxies = await startFloorProxies(shop.url);
    try {
      report.lighthouse = await timed('lighthouse', async () => {
        const floorCheck = await proxies.check(BENCH_PAGES);
        const result = await measureLighthouse(proxies.pageUrl, { runs, floorUrl: proxies.floorUrl });
        return { ...result, floorCheck };
      });
    } finally {
      await proxies.stop();
    }
    sections.push(
      `${lighthouseMarkdown(report.lighthouse)}\nThe floor's HTML: ${floorCheckMarkdown(report.lighthouse.floorCheck)}.\n`,
    );
  }
  if (parts.has('monolith')) {
    report.monolith = await timed('monolith', () =>
      measureMonolith({
        shopUrl: shop.url,
        buildDir,
        runs,
        // The federated figures of this same run, so both sides of each ratio share the machine's state.
        federation: { firstLoad: report.firstLoad, lighthouse: report.lighthouse },
      }),
    );
    sections.push(monolithMarkdown(report.monolith));
  }
} finally {
  await shop.stop();
}
// The parts below start servers of their own, on PostgreSQL.
if (parts.has('page-html')) {
  report.pageHtml = await timed('page-html', () => measurePageHtml({ buildDir }));
  sections.push(pageHtmlMarkdown(report.pageHtml, before?.homeHtml));
}
if (parts.has('release-memory')) {
  report.releaseMemory = await timed('release-memory', () => measureReleaseMemory({ buildDir }));
  sections.push(releaseMemoryMarkdown(report.releaseMemory));
}
// On the embedded database, as `npm start` runs the shop.
if (parts.has('embedded-memory')) {
  report.embeddedMemory = await timed('embedded-memory', () => measureEmbeddedMemory({ buildDir }));
  sections.push(embeddedMemoryMarkdown(report.embeddedMemory));
}
if (parts.has('api')) {
  report.api = await timed('api', () => measureApi({ log: console.log, buildDir }));
  sections.push(apiMarkdown(report.api));
}
if (parts.has('catalog-scale')) {
  report.catalogScale = await timed('catalog-scale', () =>
    measureCatalogScale({ serverDir: path.join(root, 'backend/dist'), buildDir }),
  );
  sections.push(catalogScaleMarkdown(report.catalogScale));
}
if (parts.has('sitemap')) {
  report.sitemap = await timed('sitemap', () => runSitemapBench({ log: console.log }));
  sections.push(sitemapMarkdown(report.sitemap));
}

report.machine.loadAverageAtEnd = os.loadavg().map((n) => Number(n.toFixed(2)));
report.targets = targetRows(report, before);
const targets = targetsMarkdown(report.targets, before);
if (targets) sections.unshift(targets);

const m = report.machine;
const markdown = [
  `# Bench report`,
  ``,
  `${report.date} · ${m.cpus} × ${m.cpuModel} · ${m.memoryGiB} GiB · Node ${m.node} · load average (1/5/15 min) at start ${m.loadAverageAtStart.join(' / ')}, at the end ${m.loadAverageAtEnd.join(' / ')} (the machine is shared: figures move with it)`,
  ``,
  `Parts and their run time: ${Object.entries(report.durationsSeconds)
    .map(([name, s]) => `${name} ${s} s`)
    .join(', ')}.`,
  ``,
  ...sections.flatMap((section) => [section, '']),
].join('\n');
writeFileSync(path.join(root, 'bench/report.json'), JSON.stringify(report, null, 2));
writeFileSync(path.join(root, 'bench/report.md'), markdown);
console.log(markdown);
