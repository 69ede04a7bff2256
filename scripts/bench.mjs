// `npm run bench`: builds (if needed), starts the production server and writes a report of
// figures to bench/report.md and bench/report.json, with the date and the machine.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureFirstLoad } from './bench/first-load.mjs';
import { startShop } from './bench/shop-process.mjs';
import { root } from './lib/packages.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const shop = await startShop();
const pages = [
  { name: 'home', path: '/', ready: 'main [data-boundary="catalog"] [data-product-id]' },
  {
    name: 'category listing',
    path: '/cat/beddengoed-4',
    ready: 'main [data-boundary="catalog"] [data-product-id]',
  },
  { name: 'product', path: '/product/default/1', ready: 'main [data-boundary="catalog"] h1' },
];
const results = [];
try {
  for (const page of pages) {
    // The first visit also warms the server (seeding, caches); the second one is measured.
    await measureFirstLoad(shop.url + page.path, page.ready);
    results.push({ name: page.name, ...(await measureFirstLoad(shop.url + page.path, page.ready)) });
  }
} finally {
  await shop.stop();
}

const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  firstLoad: results,
};
const lines = [
  `# Bench report`,
  ``,
  `${report.date} · ${report.machine.cpus} × ${report.machine.cpuModel} · ${report.machine.memoryGiB} GiB · Node ${report.machine.node}`,
  ``,
  `## First load (cache disabled, production build, one server process)`,
  ``,
  `| page | JS gzip | JS raw | CSS gzip | requests until content | sequential round trips until content | all requests |`,
  `| --- | --- | --- | --- | --- | --- | --- |`,
  ...results.map(
    (r) =>
      `| ${r.name} | ${kb(r.js.gzip)} | ${kb(r.js.raw)} | ${kb(r.css.gzip)} | ${r.requestsBeforeReady} | ${r.sequentialRoundTripsBeforeReady} | ${r.requests} |`,
  ),
  ``,
  `Waterfall of the home page until its first products show (depth, path):`,
  ``,
  '```',
  ...(results[0]?.waterfall ?? []),
  '```',
];
writeFileSync(path.join(root, 'bench/report.json'), JSON.stringify(report, null, 2));
writeFileSync(path.join(root, 'bench/report.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
