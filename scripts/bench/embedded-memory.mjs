// Server memory on the embedded database (PGlite), the default of `npm start`: a new shop (a new
// data folder, so the first start creates and seeds the database), then pages of every remote at
// 100 connections, then idle. PGlite runs inside the server process, so its WebAssembly memory is
// the server's (backend/src/db/pglite-database.ts; a new shop is seeded in a child process,
// backend/src/catalog/seed/seed-embedded.ts). RSS from /proc/<pid>/status.
//
// Settings (environment): BENCH_MEMORY_SECONDS (10).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from '../lib/packages.mjs';
import { cannon, memoryOf, startServer } from './server-tools.mjs';

const PAGES = [
  '/',
  '/cat/beddengoed-4',
  '/product/default/1',
  '/pages/cart',
  '/pages/login',
  '/shop?search=badjas',
];
const IDLE_MS = 5_000;

export async function measureEmbeddedMemory({ log = console.log, buildDir } = {}) {
  const seconds = Number(process.env.BENCH_MEMORY_SECONDS || '10');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench_embedded-'));
  cpSync(buildDir, path.join(dataDir, 'build'), { recursive: true });
  const began = performance.now();
  const server = await startServer(path.join(root, 'backend/dist'), {
    DATA_DIR: path.join(dataDir, 'data'),
    BUILD_DIR: path.join(dataDir, 'build'),
  });
  try {
    const startedMs = performance.now() - began;
    await sleep(IDLE_MS);
    const afterStart = memoryOf(server.pid);
    const burst = await cannon(
      server.url,
      { paths: PAGES, headers: { accept: 'text/html', 'accept-encoding': 'br' } },
      { connections: 100, seconds },
    );
    const afterLoad = memoryOf(server.pid);
    await sleep(IDLE_MS);
    const idle = memoryOf(server.pid);
    log(
      `embedded-memory: RSS ${(afterStart.rss / 2 ** 20).toFixed(0)} MiB after start, ${(idle.rss / 2 ** 20).toFixed(0)} MiB idle after ${burst.requests.total} pages, peak ${(idle.peak / 2 ** 20).toFixed(0)} MiB`,
    );
    return {
      seconds,
      idleMs: IDLE_MS,
      startedMs,
      pages: burst.requests.total,
      non2xx: burst.non2xx,
      errors: burst.errors,
      afterStart,
      afterLoad,
      idle,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mib = (bytes) => (bytes === undefined ? '–' : `${(bytes / 2 ** 20).toFixed(0)} MiB`);

export function embeddedMemoryMarkdown(result) {
  return [
    `## Server memory on the embedded database`,
    ``,
    `One production server as \`npm start\` runs it: PGlite in a new data folder, so the first start creates and seeds the database (${(result.startedMs / 1000).toFixed(1)} s until it served). Then ${result.seconds} s of pages at 100 connections over home, listing, product, cart, sign-in and a search; RSS from /proc/<pid>/status.`,
    ``,
    `| moment | pages answered | non-2xx / errors | RSS |`,
    `| --- | ---: | ---: | ---: |`,
    `| idle ${result.idleMs / 1000} s after start | – | – | ${mib(result.afterStart?.rss)} |`,
    `| right after the load | ${result.pages} | ${result.non2xx} / ${result.errors} | ${mib(result.afterLoad?.rss)} |`,
    `| idle ${result.idleMs / 1000} s after the load | – | – | ${mib(result.idle?.rss)} |`,
    `| peak (VmHWM) | | | ${mib(result.idle?.peak)} |`,
  ].join('\n');
}
