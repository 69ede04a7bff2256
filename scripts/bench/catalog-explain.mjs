// The catalogue-scale bench's query shapes: one request of each shape the issue of slow catalogue
// queries named (sorted leaf listings, deep pages, filters, large exact counts, searches in a
// category, with few hits or with a two-letter word beside a longer one, the filter panel; a
// two-letter word alone is refused since shared-contracts' isSearchAcceptable), sent to a server that records the
// statements it runs (record-queries.mjs), then each statement run again under
// EXPLAIN (ANALYZE, BUFFERS) on the same database: so the plans are of the SQL the server really
// sends, with its parameters. A shape's figures are the sums over its statements.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { LISTING_PATH, PAGE_LENGTH } from './catalog-mix.mjs';
import { startServer } from './server-tools.mjs';

const FILTERS_PATH = '/products/api/v1/public-products/get-product-filters';
const RECORDER = fileURLToPath(new URL('./record-queries.mjs', import.meta.url));

const listing = (params) => `${LISTING_PATH}?${new URLSearchParams(params)}`;
const page = (draw, length = PAGE_LENGTH) => ({
  draw: String(draw),
  start: String((draw - 1) * length),
  length: String(length),
});
const biggest = (list) => [...list].sort((a, b) => b.products - a.products || a.id - b.id)[0];
const mostCommon = (items) => {
  const counts = new Map();
  for (const item of items) counts.set(item.value, (counts.get(item.value) ?? 0) + item.count);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
};

/**
 * The shapes, from the shop's facts: `shop` as describeShop answers it, with `names` (product
 * names sampled per top category: { [categoryId]: string[] }). Answers { warmUps: [path], shapes:
 * [{ name, path }] }: the warm-ups go first, so what a fresh server runs once is not counted.
 */
export function queryShapes(shop, names) {
  const top = biggest(shop.tops);
  const leaf = biggest(shop.leaves.filter((c) => isUnder(shop, c.id, top.id))) ?? biggest(shop.leaves);
  const wordsOf = (list) => list.flatMap((name) => name.toLowerCase().split(/\s+/));
  const frequency = new Map();
  for (const word of wordsOf(Object.values(names).flat()))
    frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const byCount = [...frequency].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const common = byCount.find(([word]) => word.length >= 6)?.[0] ?? byCount[0][0];
  const topWords = new Set(wordsOf(names[top.id] ?? []));
  const ownWord = byCount.find(([word]) => word.length >= 6 && topWords.has(word))?.[0] ?? common;
  const rare = byCount
    .filter(([word]) => word.length >= 4)
    .slice(-2)
    .map(([word]) => word);
  const twoLetters = byCount.find(([word]) => word.length === 2)?.[0] ?? common.slice(0, 2);
  // The word of three letters or more seen most often in a name beside it: the search the shop
  // asks for instead of the two letters alone, with hits.
  const besideTwo = new Set(
    Object.values(names)
      .flat()
      .map((name) => wordsOf([name]))
      .filter((words) => words.includes(twoLetters))
      .flat(),
  );
  const partner = byCount.find(([word]) => word.length >= 3 && besideTwo.has(word))?.[0] ?? common;
  const deepShopPage = Math.max(1, Math.floor(shop.total / PAGE_LENGTH / 2));
  const deepTopPage = Math.max(1, Math.floor(top.products / PAGE_LENGTH / 4));
  const other = shop.leaves.find((c) => c.id !== leaf.id) ?? leaf;
  // The type most products of the shop have (the top categories' panels cover the whole shop).
  const shopType = mostCommon(shop.tops.flatMap((c) => c.filters.types));
  return {
    warmUps: [listing({ categoryId: other.id, sort: 'newest', ...page(1, 1) })],
    shapes: [
      {
        name: 'leaf category, price order, page 1',
        path: listing({ categoryId: leaf.id, sort: 'price-asc', ...page(1) }),
      },
      {
        name: `top category, name order, page ${deepTopPage}`,
        path: listing({ categoryId: top.id, sort: 'name-asc', ...page(deepTopPage) }),
      },
      {
        name: `whole shop, page ${deepShopPage}`,
        path: listing({ categoryId: 0, sort: 'default', ...page(deepShopPage) }),
      },
      {
        name: 'top category, colour + size + price, price descending',
        path: listing({
          categoryId: top.id,
          color: mostCommon(top.filters.colors),
          size: mostCommon(top.filters.sizes),
          minPrice: String(Math.floor(top.filters.price.min)),
          maxPrice: String(Math.floor((top.filters.price.min + top.filters.price.max) / 2)),
          sort: 'price-desc',
          ...page(1),
        }),
      },
      {
        // The whole shop's filters are no category's panel, so the browsing mix never sends one.
        name: `whole shop, the type "${shopType}", price order, page 11`,
        path: listing({ categoryId: 0, type: shopType, sort: 'price-asc', ...page(11) }),
      },
      {
        name: 'whole shop on sale, newest first (a large exact count)',
        path: listing({ categoryId: 0, isSale: 'true', sort: 'newest', ...page(1) }),
      },
      {
        name: `search "${common}", whole shop`,
        path: listing({ categoryId: 0, searchByName: common, ...page(1) }),
      },
      {
        name: `search "${ownWord}" in a top category, price order`,
        path: listing({ categoryId: top.id, searchByName: ownWord, sort: 'price-asc', ...page(1) }),
      },
      {
        name: `search "${rare.join(' ')}" (few hits)`,
        path: listing({ categoryId: 0, searchByName: rare.join(' '), ...page(1) }),
      },
      {
        name: `search "${twoLetters} ${partner}" (two letters beside a longer word)`,
        path: listing({ categoryId: 0, searchByName: `${twoLetters} ${partner}`, ...page(1) }),
      },
      {
        name: `look-up while typing "${common.slice(0, 5)}"`,
        path: listing({ categoryId: 0, searchByName: common.slice(0, 5), ...page(1, 6) }),
      },
      {
        name: 'filter panel of a top category',
        path: `${FILTERS_PATH}?categoryId=${top.id}`,
      },
    ],
  };
}

function isUnder(shop, id, ancestor) {
  const parents = new Map(shop.categories.map((c) => [c.id, c.parentCategoryId]));
  for (let at = id, steps = 0; at && steps < 20; at = parents.get(at), steps++)
    if (at === ancestor) return true;
  return false;
}

/**
 * What one EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) answer says: execution time in ms and the
 * shared buffers the execution touched (hit + read; a node's counts include its children's, so
 * the top node's are the statement's). Planning is left out: a prepared statement is not planned
 * again on each request.
 */
export function planFigures(explain) {
  const [{ Plan: plan, 'Execution Time': ms }] = explain;
  return { ms, buffers: (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0) };
}

/** Only reads are explained again (ANALYZE executes the statement); one transaction, rolled back. */
const isRead = (text) => /^\s*(select|with)\b/i.test(text) && !/\b(insert|update|delete)\b/i.test(text);

async function explain(client, statement) {
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL statement_timeout = '60s'`);
    const sql = `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`;
    await client.query(sql, statement.values); // the first run reads the pages into memory
    const { rows } = await client.query(sql, statement.values);
    return planFigures(rows[0]['QUERY PLAN']);
  } finally {
    await client.query('ROLLBACK');
  }
}

function recordedSince(file, offset) {
  const text = readFileSync(file, 'utf8').slice(offset);
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * Starts a recording server on the configuration's database (`env`, with its DATABASE_URL), sends
 * the `warmUps` paths, then one request of each shape, and explains what each shape's request ran. Answers [{ name, path, ms, buffers,
 * statements: [{ sql, ms, buffers }] }].
 */
/**
 * The database URL as the compiled backend in `serverDir` connects with it: with the planner
 * settings its connections start with (backend/src/db/planner-settings.ts), so the EXPLAIN plans
 * as the server does. A backend from before them connects with the URL as it is.
 */
async function asTheServerConnects(serverDir, databaseUrl) {
  const settings = path.join(serverDir, 'db/planner-settings.js');
  if (!existsSync(settings)) return databaseUrl;
  const { withPlannerSettings } = await import(pathToFileURL(settings).href);
  return withPlannerSettings(databaseUrl);
}

export async function explainShapes({ serverDir, env, shapes, warmUps, log }) {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-scale-queries-'));
  const file = path.join(folder, 'queries.jsonl');
  const server = await startServer(serverDir, {
    ...env,
    NODE_OPTIONS: `--import=${RECORDER}`,
    BENCH_RECORD_QUERIES: file,
  });
  const client = new pg.Client({ connectionString: await asTheServerConnects(serverDir, env.DATABASE_URL) });
  await client.connect();
  try {
    // What a fresh server runs once (the category tree, the next offer's end…) is not a shape's cost.
    for (const warmUp of warmUps) await (await fetch(server.url + warmUp)).arrayBuffer();
    const results = [];
    for (const shape of shapes) {
      const offset = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
      const response = await fetch(server.url + shape.path, { headers: { accept: 'application/json' } });
      await response.arrayBuffer();
      const statements = [];
      for (const statement of recordedSince(file, offset).filter((s) => isRead(s.text))) {
        statements.push({
          sql: statement.text.replace(/\s+/g, ' ').trim(),
          ...(await explain(client, statement)),
        });
      }
      const sum = (key) => statements.reduce((total, s) => total + s[key], 0);
      const result = {
        ...shape,
        status: response.status,
        ms: sum('ms'),
        buffers: sum('buffers'),
        statements,
      };
      results.push(result);
      log(
        `catalog-scale:   ${shape.name}: HTTP ${result.status}, ${statements.length} statements, ${result.ms.toFixed(1)} ms, ${result.buffers} buffers`,
      );
    }
    return results;
  } finally {
    await client.end();
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
