// The catalogue-scale section of a bench report, from a catalog-scale.mjs result.
import { BROWSER_ACCEPT_ENCODING } from './catalog-mix.mjs';
import { cpuPerRequest, embeddedCeiling, scaleTargetRows } from './catalog-targets.mjs';
import { machineReferenceText } from './machine-reference.mjs';

const fixed = (value, digits = 2) => (value === undefined ? '–' : value.toFixed(digits));
const percent = (share) => `${Math.round(share * 100)} %`;
const loads = (list) => list.map((value) => value.toFixed(1)).join(' / ');
const products = (n) => n.toLocaleString('en-US').replaceAll(',', ' ');
const MIX = { browse: 'browsing', search: 'search', pages: 'unfiltered pages (reference)' };

function targetLines(result) {
  const rows = scaleTargetRows(result);
  if (rows.length === 0) return [];
  return [
    `| PostgreSQL | target | this run | met |`,
    `| --- | --- | --- | --- |`,
    ...rows.flatMap((row) => [
      `| **${row.size}** | **all of the below** | | **${row.met ? '✓' : '✗ not met'}** |`,
      ...row.checks.map(
        (item) => `| ${row.size} | ${item.target} | ${item.figure} | ${item.met ? '✓' : '✗'} |`,
      ),
    ]),
    ``,
  ];
}

function runLines(result) {
  return [
    `| database | products | mix | connections | req/s | p50 | p99 | max | time-outs | non-2xx | CPU per request: server + PostgreSQL = total | machine busy |`,
    `| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
    ...result.configurations.flatMap((config) =>
      config.runs.map(
        (run) =>
          `| ${config.database} | ${products(config.products)} | ${MIX[run.mix]} | ${run.connections} | ${fixed(run.requestsPerSecond, 0)} | ${run.p50} ms | ${run.p99} ms | ${run.max} ms | ${run.timeouts} | ${run.non2xx} | ${fixed(run.serverCpuMs)}${run.databaseCpuMs === undefined ? '' : ` + ${fixed(run.databaseCpuMs)}`} = ${fixed(cpuPerRequest(run))} ms | ${percent(run.machineBusy)} |`,
      ),
    ),
  ];
}

/**
 * What the unfiltered pages say: each is one statement kept prepared with its plan, reading the
 * rows shown, so their CPU per request is about the least any answer from the database costs on
 * this machine; the shopping mixes' targets are read against it.
 */
function referenceLines(result) {
  const pairs = result.configurations.flatMap((config) => {
    const pages = config.runs.find((run) => run.mix === 'pages');
    const browse = config.runs.find((run) => run.mix === 'browse' && run.connections === pages?.connections);
    return pages && browse ? [{ config, pages, browse }] : [];
  });
  if (pairs.length === 0) return [];
  return [
    ``,
    `Unfiltered pages, a reference: a category as browsing picks it, in any order, one of its first 40 pages (new URLs by the DataTables draw counter), without filters or search. Each is one statement the server keeps prepared with its plan, reading the 25 rows shown, so its CPU per request is about the least an answer from the database costs on this machine: ${pairs
      .map(
        ({ config, pages, browse }) =>
          `${config.database} ${products(config.products)} ${fixed(cpuPerRequest(pages))} ms (server ${fixed(pages.serverCpuMs)}), browsing ${fixed(cpuPerRequest(browse))} ms`,
      )
      .join('; ')}, at ${pairs[0].pages.connections} connections.`,
  ];
}

function urlLines(result) {
  const counted = result.configurations.filter((config) => config.distinctUrls);
  if (counted.length === 0) return [];
  return [
    ``,
    `URLs sent, warm-ups included, none of them twice: ${counted
      .map(
        (config) =>
          `${config.database} ${products(config.products)}: ${config.distinctUrls.browse} browsing, ${config.distinctUrls.search} search${config.distinctUrls.pages === undefined ? '' : `, ${config.distinctUrls.pages} unfiltered pages`}`,
      )
      .join('; ')}.`,
  ];
}

function seedLines(result) {
  const seeded = result.configurations.filter((config) => config.seed);
  // BENCH_SCALE_REUSE=1 keeps a database an earlier run seeded with the same number of products.
  const reused = result.configurations.filter((config) => !config.seed);
  const reusedLines =
    reused.length === 0
      ? []
      : [
          ``,
          `Not seeded in this run (BENCH_SCALE_REUSE=1): ${reused.map((config) => `${config.database} ${products(config.products)}`).join(', ')} ran on the database an earlier seed of that size left, so this report has no seeding figures for ${reused.length === 1 ? 'it' : 'them'}.`,
        ];
  if (seeded.length === 0) return reusedLines;
  return [
    ...reusedLines,
    ``,
    `Seeding (\`npm run shop -- seed --products <n>\` on an empty database, including the index builds and \`VACUUM ANALYZE\`): ${seeded
      .map(
        (config) =>
          `${config.database} ${products(config.products)} in ${fixed(config.seed.seconds, 1)} s (CPU: the command ${fixed(config.seed.cliCpuSeconds, 1)} s${config.seed.databaseCpuSeconds === undefined ? '' : `, PostgreSQL ${fixed(config.seed.databaseCpuSeconds, 1)} s`}; machine ${percent(config.seed.machineBusy)} busy)`,
      )
      .join('; ')}.`,
  ];
}

function shapeLines(result) {
  return result.configurations
    .filter((config) => config.shapes)
    .flatMap((config) => [
      ``,
      `### Query shapes at ${products(config.products)} products (PostgreSQL, EXPLAIN (ANALYZE, BUFFERS), second run)`,
      ``,
      `| shape | HTTP | statements | execution | shared buffers (hit + read) |`,
      `| --- | ---: | ---: | ---: | ---: |`,
      ...config.shapes.map(
        (shape) =>
          `| ${shape.name} | ${shape.status} | ${shape.statements.length} | ${fixed(shape.ms, 1)} ms | ${shape.buffers} |`,
      ),
      ``,
      `<details><summary>The costliest statement of each shape</summary>`,
      ``,
      ...config.shapes.flatMap((shape) => {
        const costliest = [...shape.statements].sort((a, b) => b.buffers - a.buffers || b.ms - a.ms)[0];
        return costliest
          ? [
              `- ${shape.name} (\`${shape.path}\`): ${fixed(costliest.ms, 1)} ms, ${costliest.buffers} buffers: \`${costliest.sql.slice(0, 400)}${costliest.sql.length > 400 ? ' …' : ''}\``,
            ]
          : [`- ${shape.name} (\`${shape.path}\`): no statement (answered from what the server keeps)`];
      }),
      ``,
      `</details>`,
    ]);
}

function embeddedLines(result) {
  const ceiling = embeddedCeiling(result);
  if (ceiling.measured.length === 0) return [];
  const sizes = ceiling.measured.map(products).join(', ');
  const rule = `both mixes at ≤ ${ceiling.cpuMs} ms of CPU per request at 10 connections, without time-outs (scripts/bench/catalog-targets.mjs says why CPU)`;
  return [
    ``,
    ceiling.products
      ? `Embedded PGlite (sizes measured: ${sizes}): the largest catalogue that serves a shop, ${rule}, is ${products(ceiling.products)} products.`
      : `Embedded PGlite (sizes measured: ${sizes}): no size served a shop by the rule: ${rule}.`,
  ];
}

/** The report's section (markdown). */
export function catalogScaleMarkdown(result) {
  return [
    `## Catalogue at scale: a distinct listing and search mix (no kept answers)`,
    ``,
    `Every request is a URL not sent before (scripts/bench/catalog-mix.mjs, seed ${result.mixSeed}): browsing is a random category (leaf, top or the whole shop), sort, page and 0-3 filters from that category's filter panel; search is one to three words from product names (whole or as typed so far) in the whole shop or a category, and the header's 6-row look-up; the unfiltered pages are a reference (below). So nothing the server keeps answers them: these are the database paths. Each asks for its answer compressed as a browser does (Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}), so the server's CPU includes compressing it. autocannon, ${result.seconds} s per run after a 2 s warm-up (10 s before a configuration's first run, whose server and database connections are new), 10 s time-out; one production server per configuration on a freshly seeded database. CPU per request: the server process's user + system time, and that of the PostgreSQL processes of the bench's database (its backends and parallel workers, sampled every 100 ms), from the start of a run until the server has finished every request sent in it, divided by the requests sent; on PGlite the database runs inside the server process. It moves far less with other work on the machine than latency or req/s do. The machine is shared: "machine busy" is the share of all ${result.machine.cpus} cores in use during the run, by everything on it; load average (1/5/15 min) before ${loads(result.loadAverage.before)}, after ${loads(result.loadAverage.after)}; ${percent(result.machineBusy)} busy over the ${fixed(result.totalSeconds, 0)} s of the part.`,
    ``,
    machineReferenceText(result.reference),
    ``,
    ...targetLines(result),
    ...runLines(result),
    ...referenceLines(result),
    ...urlLines(result),
    ...seedLines(result),
    ...embeddedLines(result),
    ...shapeLines(result),
    ``,
  ].join('\n');
}
