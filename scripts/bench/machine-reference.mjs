// A fixed amount of work timed on the machine the bench runs on, so that reports taken on
// different machines can be set side by side. The catalogue bench's CPU per request is CPU time,
// and the machines these benches run on differ in speed by up to two and a half times: the same
// listing code measured 2.36 and 3.91 ms of CPU per browsing request at 100 000 products on two
// of them (docs/catalog-queries.md, "Measured"). Neither half of the work depends on the shop's code,
// so the figures only move with the machine:
//   node: a 25-product listing answer's worth of JSON (14 KB, made here, always the same)
//         parsed, written again and gzipped, as the server does with an answer;
//   postgres: one statement that hashes 100 000 numbers in the database's executor.
// Each is reported as its fastest round (the least disturbed by other work on the machine) and
// its median (how busy the host was meanwhile).
import { gzipSync } from 'node:zlib';
import pg from 'pg';

/** Rounds of both halves in turn: their speed moved by up to 1.8 times within seconds on the same machine (a host shared with other machines), so the report keeps the fastest round and the median. */
const ROUNDS = 15;
const NODE_CALLS = 200;
const POSTGRES_STATEMENT = `SELECT count(*)::int AS n FROM generate_series(1, 100000) g WHERE md5(g::text) LIKE 'a%'`;
/** Fixed, not the server's setting (backend/src/app.ts GZIP_LEVEL): the reference must not move when the shop's code does. */
const REFERENCE_GZIP_LEVEL = 3;

/** A listing answer's worth of JSON: 25 products of made-up but always the same text and numbers. */
export function referenceAnswer() {
  const data = Array.from({ length: 25 }, (_, i) => ({
    id: 1000 + i * 37,
    name: `Hoeslaken katoen ${['wit', 'zwart', 'grijs', 'blauw', 'beige'][i % 5]} ${140 + (i % 4) * 20}x200`,
    categoryId: 14 + (i % 7),
    price: 12.95 + i * 1.5,
    oldPrice: i % 3 === 0 ? 19.95 + i : null,
    stock: (i * 13) % 50,
    color: ['Wit', 'Zwart', 'Grijs', 'Blauw', 'Beige'][i % 5],
    size: `${140 + (i % 4) * 20}x200`,
    type: ['Katoen', 'Jersey', 'Flanel', 'Satijn'][i % 4],
    brand: ['Riode', 'Textiel Plus', 'Hotelwas'][i % 3],
    isSale: i % 3 === 0,
    offerEndDate: i % 3 === 0 ? '2026-12-31T00:00:00.000Z' : null,
    images: Array.from({ length: 4 }, (_, v) => ({
      url: `/images/products/${1000 + i * 37}/${['front', 'side', 'detail', 'pack'][v]}.webp?v=3f9a${i}${v}`,
      alt: `Hoeslaken katoen, ${['front', 'side', 'detail', 'pack'][v]}`,
    })),
  }));
  return JSON.stringify({ responseData: { draw: 1, recordsTotal: 20248, recordsFiltered: 20248, data } });
}

/** Microseconds of CPU per answer, over NODE_CALLS answers. */
function nodeRound(text) {
  const before = process.cpuUsage();
  for (let call = 0; call < NODE_CALLS; call++) {
    gzipSync(JSON.stringify(JSON.parse(text)), { level: REFERENCE_GZIP_LEVEL });
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / NODE_CALLS;
}

/** Milliseconds the database takes for the statement (the round trip of a few bytes included). */
async function postgresRound(client) {
  const started = performance.now();
  await client.query(POSTGRES_STATEMENT);
  return performance.now() - started;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * { node: { fastest, median } in µs, postgres: { fastest, median } in ms }; postgres undefined
 * without a PostgreSQL URL.
 */
export async function measureMachineReference({ postgresUrl } = {}) {
  const text = referenceAnswer();
  const client = postgresUrl ? new pg.Client({ connectionString: postgresUrl }) : undefined;
  await client?.connect();
  try {
    const node = [];
    const postgres = [];
    for (let round = 0; round < ROUNDS; round++) {
      node.push(nodeRound(text));
      if (client) postgres.push(await postgresRound(client));
    }
    const summary = (values) => ({ fastest: Math.min(...values), median: median(values) });
    return { node: summary(node), postgres: client ? summary(postgres) : undefined };
  } finally {
    await client?.end();
  }
}

const spread = ({ fastest, median: middle }, unit) =>
  `${fastest.toFixed(0)} ${unit} at the fastest, median ${middle.toFixed(0)}`;

/** The references taken before and after the runs ({ before, after }), as a sentence of the report. */
export function machineReferenceText(reference) {
  if (!reference) return 'No machine reference was taken with this report.';
  const { before, after } = reference;
  const postgres = before.postgres
    ? `; PostgreSQL hashing 100 000 numbers in one statement ${spread(before.postgres, 'ms')} (after: ${spread(after.postgres, 'ms')})`
    : '';
  return `Machine reference, taken before and after the runs (scripts/bench/machine-reference.mjs: work that does not depend on the shop's code, ${ROUNDS} rounds each): a 14 KB listing answer parsed, written and gzipped in Node ${spread(before.node, 'µs')} of CPU (after: ${spread(after.node, 'µs')})${postgres}. CPU per request moves with these between machines, and on one machine with how busy its host is.`;
}
