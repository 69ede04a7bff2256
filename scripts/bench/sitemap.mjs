// Sitemap figures for the bench report: how long a crawler waits for /sitemap.xml and every page it
// names on a shop of 100 000 products on PostgreSQL (time to the answer's first byte and to its
// end, bytes on the wire with gzip as crawlers ask, bytes of XML, URLs), and the server's peak
// resident memory meanwhile: a page streams its products a batch at a time (backend/src/seo), so
// the peak should stay near the resting figure however large the catalogue.
//
//   measureSitemap(shopUrl, { pid })   against a running shop (pid: the server's, for its memory)
//   runSitemapBench()                  seeds 100 000 products into a fresh schema with the operator
//                                      CLI, starts the production server, measures twice (cold, warm)
//   node scripts/bench/sitemap.mjs     the same, printing the section (the backend must be compiled)
//
// Settings (environment): BENCH_SITEMAP_DATABASE_URL (postgres://postgres@127.0.0.1:5432/bench_api;
// created when missing), BENCH_SITEMAP_PRODUCTS (100000), BENCH_SITEMAP_SERVER_DIR (backend/dist),
// BUILD_DIR (none is needed: the sitemap comes from the database).
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGunzip } from 'node:zlib';
import { root } from '../lib/packages.mjs';
import { createSchema, ensureDatabase, memoryOf, seedWithCli, startServer } from './server-tools.mjs';

const setting = (name, fallback) => process.env[name] || fallback;
const MEMORY_SAMPLE_MS = 5;

/** One GET as a crawler sends it (gzip); the first byte's and the last byte's time, bytes and the XML. */
function crawl(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip', 'user-agent': 'bench-sitemap' } });
    request.once('error', reject);
    request.once('response', (response) => {
      const firstByteMs = performance.now() - started;
      let wireBytes = 0;
      const parts = [];
      response.on('data', (chunk) => (wireBytes += chunk.length));
      const body = response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response;
      body.on('data', (chunk) => parts.push(chunk));
      body.once('error', reject);
      body.once('end', () => {
        const xml = Buffer.concat(parts).toString('utf8');
        if (response.statusCode !== 200) reject(new Error(`${url}: HTTP ${response.statusCode} ${xml}`));
        else
          resolve({
            firstByteMs,
            totalMs: performance.now() - started,
            wireBytes,
            xmlBytes: Buffer.byteLength(xml),
            xml,
          });
      });
    });
  });
}

const locsOf = (xml) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replaceAll('&amp;', '&'));

/**
 * Watches a process's resident memory: its kernel high-water mark reset first where Linux allows
 * (/proc/<pid>/clear_refs), and sampled every few milliseconds besides; answers the peak seen.
 */
function watchMemory(pid) {
  if (!pid) return { stop: () => ({}) };
  let highWaterReset = false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    highWaterReset = true;
  } catch {
    // Not Linux, or not our process: the samples alone.
  }
  const before = memoryOf(pid)?.rss;
  let sampled = before ?? 0;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, memoryOf(pid)?.rss ?? 0);
  }, MEMORY_SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(timer);
      const after = memoryOf(pid);
      const peak = Math.max(sampled, after?.rss ?? 0, highWaterReset ? (after?.peak ?? 0) : 0);
      return { before, after: after?.rss, peak, highWaterReset };
    },
  };
}

/** The index and every page it names, one after another as a crawler reads them, against `shopUrl`. */
export async function measureSitemap(shopUrl, { pid } = {}) {
  const memory = watchMemory(pid);
  const started = performance.now();
  const index = await crawl(`${shopUrl}/sitemap.xml`);
  const pages = [];
  for (const loc of locsOf(index.xml)) {
    // The index names pages by the shop's public address; they are read from the shop under test.
    const pagePath = new URL(loc).pathname;
    const { xml, ...figures } = await crawl(shopUrl + pagePath);
    pages.push({ path: pagePath, urls: locsOf(xml).length, ...figures });
  }
  const totalMs = performance.now() - started;
  const sum = (pick) => pages.reduce((total, page) => total + pick(page), 0);
  return {
    index: {
      firstByteMs: index.firstByteMs,
      totalMs: index.totalMs,
      wireBytes: index.wireBytes,
      pages: pages.length,
    },
    pages,
    totalMs,
    urls: sum((page) => page.urls),
    wireBytes: index.wireBytes + sum((page) => page.wireBytes),
    xmlBytes: index.xmlBytes + sum((page) => page.xmlBytes),
    slowestPageFirstByteMs: Math.max(...pages.map((page) => page.firstByteMs)),
    memory: memory.stop(),
  };
}

/** A fresh schema with `products` products, the production server on it, the sitemap read twice. */
export async function runSitemapBench({
  log = console.log,
  serverDir = setting('BENCH_SITEMAP_SERVER_DIR', path.join(root, 'backend/dist')),
  databaseUrl = setting('BENCH_SITEMAP_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/bench_api'),
  products = Number(setting('BENCH_SITEMAP_PRODUCTS', '100000')),
  buildDir = process.env.BUILD_DIR,
} = {}) {
  await ensureDatabase(databaseUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-sitemap-'));
  const schema = await createSchema(databaseUrl, 'bench_sitemap');
  const env = {
    DATA_DIR: path.join(dataDir, 'data'),
    BUILD_DIR: buildDir ?? path.join(dataDir, 'build'),
    DATABASE_URL: schema.url,
    DEMO_ACCOUNTS: 'false',
  };
  let server;
  try {
    log(`sitemap: ${await seedWithCli(serverDir, env, products)}`);
    server = await startServer(serverDir, env);
    const restingRss = memoryOf(server.pid)?.rss;
    const cold = await measureSitemap(server.url, { pid: server.pid });
    log(`sitemap: cold: ${summaryLine(cold)}`);
    const warm = await measureSitemap(server.url, { pid: server.pid });
    log(`sitemap: warm: ${summaryLine(warm)}`);
    return { database: 'postgres', products, restingRss, runs: { cold, warm } };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await schema.drop();
  }
}

const mib = (bytes) => (bytes === undefined ? '–' : `${(bytes / 2 ** 20).toFixed(0)} MiB`);
const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
const ms = (value) => `${Math.round(value)} ms`;

function summaryLine(run) {
  return `${run.urls} URLs in ${run.index.pages} pages, index first byte ${ms(run.index.firstByteMs)}, slowest page first byte ${ms(run.slowestPageFirstByteMs)}, all ${ms(run.totalMs)}, ${mb(run.wireBytes)} gzip (${mb(run.xmlBytes)} XML), peak RSS ${mib(run.memory.peak)} (from ${mib(run.memory.before)})`;
}

/** The sitemap section of the bench report. */
export function sitemapMarkdown(result) {
  const rows = Object.entries(result.runs).map(
    ([name, run]) =>
      `| ${name} | ${run.urls} | ${run.index.pages} | ${ms(run.index.firstByteMs)} | ${ms(run.slowestPageFirstByteMs)} | ${ms(run.totalMs)} | ${mb(run.wireBytes)} | ${mb(run.xmlBytes)} | ${mib(run.memory.before)} → ${mib(run.memory.peak)} |`,
  );
  const pages = result.runs.warm?.pages ?? [];
  return [
    `## Sitemap (${result.products} products, ${result.database})`,
    ``,
    `/sitemap.xml and every page it names, read one after another as a crawler does (gzip), from a fresh production server on a fresh schema seeded by the operator CLI; client, server and database on this machine over loopback. "First byte" is the time to the answer's headers: a products page streams its rows as they are read, 5000 at a time, so it starts before its last product is read. Peak RSS is the server's during the read (the kernel's high-water mark reset before it where Linux allows, and sampled every ${MEMORY_SAMPLE_MS} ms), beside the figure before; the server rested at ${mib(result.restingRss)} after start.`,
    ``,
    `| run | URLs | pages | index first byte | slowest page first byte | index and all pages | bytes (gzip) | bytes (XML) | server RSS: before → peak |`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
    ...rows,
    ``,
    `Pages (warm run): ${pages.map((page) => `${page.path} ${page.urls} URLs, first byte ${ms(page.firstByteMs)}, all ${ms(page.totalMs)}`).join('; ')}.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runSitemapBench();
  console.log(`\n${sitemapMarkdown(result)}\n`);
}
