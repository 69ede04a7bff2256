// `npm run bench`: builds (if needed), starts the production server and writes a report of
// figures to bench/report.md and bench/report.json, with the date and the machine (issue 9):
// first-load bytes, requests and round trips; shared singletons and modules bundled twice;
// Lighthouse (mobile); the same pages as one monolith bundle, for the cost of federation; and
// the API's throughput and latency on both databases and two catalogue sizes.
//   npm run bench                       every part
//   npm run bench -- --parts first-load,bundles,lighthouse,monolith,api   a choice of parts
//   npm run bench -- --runs 1           fewer Lighthouse runs per page (default 5, median kept)
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiMarkdown, measureApi } from './bench/api.mjs';
import { bundlesMarkdown, measureBundles } from './bench/bundles.mjs';
import { measureFirstLoad } from './bench/first-load.mjs';
import { lighthouseMarkdown, measureLighthouse } from './bench/lighthouse.mjs';
import { measureMonolith, monolithMarkdown } from './bench/monolith.mjs';
import { BENCH_PAGES, kb } from './bench/pages.mjs';
import { targetRows, targetsMarkdown } from './bench/targets.mjs';
import { startShop } from './bench/shop-process.mjs';
import { root } from './lib/packages.mjs';

const ALL_PARTS = ['first-load', 'bundles', 'lighthouse', 'monolith', 'api'];
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
const buildDir = path.join(root, 'build');
const seconds = (since) => Math.round((Date.now() - since) / 1000);

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
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

const shop = await startShop();
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
    sections.push(firstLoadMarkdown(report.firstLoad));
  }
  if (parts.has('bundles')) {
    report.bundles = await timed('bundles', () => measureBundles({ shopUrl: shop.url, buildDir }));
    sections.push(bundlesMarkdown(report.bundles));
  }
  if (parts.has('lighthouse')) {
    report.lighthouse = await timed('lighthouse', () => measureLighthouse(shop.url, { runs }));
    sections.push(lighthouseMarkdown(report.lighthouse));
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
if (parts.has('api')) {
  report.api = await timed('api', () => measureApi({ log: console.log }));
  sections.push(apiMarkdown(report.api));
}

function firstLoadMarkdown(results) {
  return [
    `## First load (cache disabled, production build, one server process)`,
    ``,
    `| page | JS gzip | of which until content | JS raw | JS as sent (brotli + headers) | CSS gzip | CSS as sent | requests until content | sequential round trips until content | all requests |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
    ...results.map(
      (r) =>
        `| ${r.name} | ${kb(r.js.gzip)} | ${r.js.gzipUntilContent === undefined ? '–' : kb(r.js.gzipUntilContent)} | ${kb(r.js.raw)} | ${kb(r.js.wire)} | ${kb(r.css.gzip)} | ${kb(r.css.wire)} | ${r.requestsBeforeReady} | ${r.sequentialRoundTripsBeforeReady} | ${r.requests} |`,
    ),
    ``,
    `"gzip" is each file gzipped here (level 6), the figure the targets use: every script the page fetched until the network went idle. "Until content" counts only the scripts asked for before the first products showed (the header's cart and account menu come after). "As sent" is what the browser received.`,
    ``,
    `Waterfall of the home page until its first products show (depth, path):`,
    ``,
    '```',
    ...(results[0]?.waterfall ?? []),
    '```',
  ].join('\n');
}

report.targets = targetRows(report);
const targets = targetsMarkdown(report.targets);
if (targets) sections.unshift(targets);

const m = report.machine;
const markdown = [
  `# Bench report`,
  ``,
  `${report.date} · ${m.cpus} × ${m.cpuModel} · ${m.memoryGiB} GiB · Node ${m.node} · load average at start ${m.loadAverageAtStart.join(' / ')}`,
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
