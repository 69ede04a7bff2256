// Where a catalogue mix's time goes, by the shape of its requests: sends `count` URLs of the
// browsing or search mix (catalog-mix.mjs) one at a time to a running shop, and groups their
// response times by scope, filters or words, order, page and number of matches, the costliest
// groups first, each with its slowest URL. One request at a time, so a response time is the
// server's and the database's work for it; run it twice with the same seed to see it without
// cold caches. With the server's pid and its database's name, it also prints CPU per request
// (cpu-accounting.mjs). A diagnosis aid for docs/catalog-queries.md, not part of `npm run bench`.
//
//   node scripts/bench/catalog-mix-shapes.mjs http://127.0.0.1:3000 search 1500 [pid database]
import { createMix } from './catalog-mix.mjs';
import { shopFacts } from './catalog-scale.mjs';
import { watchCpu } from './cpu-accounting.mjs';

const [base, kind = 'browse', countText = '1500', pidText, databaseName] = process.argv.slice(2);
if (!base) throw new Error('usage: catalog-mix-shapes.mjs <shop url> [browse|search] [count] [pid database]');
const count = Number(countText);
const SEED = 7;
const FILTERS = ['color', 'size', 'type', 'brand', 'isSale'];

const { shop } = await shopFacts(base);
const tops = new Set(shop.tops.map((category) => category.id));
const leaves = new Set(shop.leaves.map((category) => category.id));

function scopeOf(categoryId) {
  if (categoryId === 0) return 'shop';
  if (tops.has(categoryId)) return 'top';
  return leaves.has(categoryId) ? 'leaf' : 'second';
}

function matchesOf(answer) {
  const hits = answer?.responseData?.recordsFiltered ?? -1;
  if (hits > 1000) return '>1000';
  if (hits > 100) return '101-1000';
  return hits > 0 ? '1-100' : '0';
}

function shapeOf(query, answer) {
  const scope = scopeOf(Number(query.get('categoryId')));
  const sort = query.get('sort') ?? 'default';
  const start = Number(query.get('start'));
  if (kind === 'search') {
    const words = (query.get('searchByName') ?? '').trim().split(/\s+/).filter(Boolean).length;
    const what = Number(query.get('length')) === 6 ? 'look-up' : 'page';
    return `${scope}, ${words} word(s), ${what}, ${sort}, ${start > 0 ? 'further page' : 'page 1'}, ${matchesOf(answer)} matches`;
  }
  const filters = FILTERS.filter((name) => query.get(name)).concat(query.get('minPrice') ? ['price'] : []);
  const page = start === 0 ? 'page 1' : start < 125 ? 'pages 2-5' : 'deeper';
  return `${scope}, [${filters.sort().join(' + ')}], ${sort}, ${page}`;
}

const database = databaseName && {
  adminUrl: process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  name: databaseName,
};
const watch = pidText ? await watchCpu({ serverPid: Number(pidText), database }) : undefined;
const mix = createMix(kind, shop, SEED);
const groups = new Map();
let total = 0;
for (let i = 0; i < count; i++) {
  const path = mix.next();
  const url = new URL(path, base);
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  const answer = await response.json();
  const ms = performance.now() - started;
  const shape = shapeOf(url.searchParams, answer);
  const group = groups.get(shape) ?? { n: 0, ms: 0, max: 0, slowest: '' };
  group.n += 1;
  group.ms += ms;
  if (ms > group.max) Object.assign(group, { max: ms, slowest: url.search });
  groups.set(shape, group);
  total += ms;
}
if (watch) {
  const cpu = await watch.stop();
  const perRequest = (seconds) => (seconds === undefined ? '–' : ((seconds * 1000) / count).toFixed(2));
  console.log(
    `CPU per request: server ${perRequest(cpu.server)} ms, database ${perRequest(cpu.database)} ms`,
  );
}
console.log(`${count} ${kind} requests, ${(total / count).toFixed(2)} ms each on average`);
for (const [shape, group] of [...groups].sort((a, b) => b[1].ms - a[1].ms).slice(0, 30)) {
  const share = ((group.ms / total) * 100).toFixed(1).padStart(5);
  console.log(
    `${share} %  ${String(group.n).padStart(4)} × ${(group.ms / group.n).toFixed(2).padStart(6)} ms (slowest ${group.max.toFixed(1)})  ${shape}  ${group.slowest}`,
  );
}
