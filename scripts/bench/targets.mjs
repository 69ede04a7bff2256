// The targets, each read from the figures of this run and marked met or not, so that the report
// answers "where do we stand" at its top instead of in figures spread over its sections: first
// those server rendering is judged by, then the earlier ones that still apply. A target whose part
// did not run this time is left out, not guessed. Where the last report before server rendering
// measured the same thing, its figure is shown beside this run's.
import { scaleTargetRows } from './catalog-targets.mjs';
import { kb } from './pages.mjs';

// Server rendering's targets.
const LCP_TO_FLOOR_MAX = 1.15;
const LIGHTHOUSE_SCORE_MIN = 99;
const TBT_MAX_MS = 100;
const CLS_MAX = 0.01;
const PAGE_HTML_RPS_MIN = 300;
const PAGE_HTML_P99_MAX_MS = 250;
const RSS_MAX = 400 * 2 ** 20;
const HOME_JS_GZIP_NO_LARGER = 199 * 1024; // the figure before server rendering
// Earlier targets that still apply.
const HOME_JS_GZIP_MAX = 170 * 1024;
const FEDERATION_BYTES_RATIO_MAX = 1.1;
const EXTRA_ROUND_TRIPS_MAX = 1;
const LISTING_P99 = [
  { catalog: 'seed', label: 'seed catalogue', maxMs: 50 },
  { catalog: '100000', label: '100 000 products', maxMs: 100 },
];

const row = (target, where, figure, met) => ({ target, where, figure, met });
const was = (value) => (value === undefined ? '' : ` (before: ${value})`);

function lighthouseRows(lighthouse, before) {
  return lighthouse.pages.flatMap((page) => {
    const then = before?.lighthouse[page.name];
    return [
      ...(page.floor
        ? [
            row(
              `LCP ≤ ${LCP_TO_FLOOR_MAX}× the no-JS floor`,
              page.name,
              `${page.lcpToFloor.toFixed(2)}× (${Math.round(page.lcpMs)} ms / ${Math.round(page.floor.lcpMs)} ms)${was(then && `LCP ${then.lcpMs} ms`)}`,
              page.lcpToFloor <= LCP_TO_FLOOR_MAX,
            ),
          ]
        : []),
      row(
        `Lighthouse mobile performance ≥ ${LIGHTHOUSE_SCORE_MIN}`,
        page.name,
        `${page.score} (median run of ${page.runs.length})${was(then?.score)}`,
        page.score >= LIGHTHOUSE_SCORE_MIN,
      ),
      row(
        `TBT ≤ ${TBT_MAX_MS} ms`,
        page.name,
        `${Math.round(page.tbtMs)} ms${was(then && `${then.tbtMs} ms`)}`,
        page.tbtMs <= TBT_MAX_MS,
      ),
      row(`CLS ≤ ${CLS_MAX}`, page.name, `${page.cls}${was(then?.cls)}`, page.cls <= CLS_MAX),
    ];
  });
}

function pageHtmlRows(pageHtml, before) {
  return pageHtml.pages.flatMap((page) => {
    const then = page.name === 'home' ? before?.homeHtml : undefined;
    return [
      row(
        `page HTML ≥ ${PAGE_HTML_RPS_MIN} req/s, PostgreSQL, seed catalogue`,
        `${page.name}, ${pageHtml.connections} connections`,
        `${page.requestsPerSecond.toFixed(0)} req/s${was(then && `${then.requestsPerSecond.toFixed(0)} req/s, not rendered`)}`,
        page.requestsPerSecond >= PAGE_HTML_RPS_MIN,
      ),
      row(
        `page HTML p99 ≤ ${PAGE_HTML_P99_MAX_MS} ms`,
        `${page.name}, ${pageHtml.connections} connections`,
        `${page.p99} ms${was(then && `${then.p99} ms, not rendered`)}`,
        page.p99 <= PAGE_HTML_P99_MAX_MS,
      ),
    ];
  });
}

const AFTER_LOAD_POSTGRES_MAX = 300 * 2 ** 20;
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

function memoryRows(memory) {
  const peak = memory.idle?.peak ?? Number.NaN;
  const idle = memory.idle?.rss ?? Number.NaN;
  return [
    row(
      'server RSS on PostgreSQL ≤ 300 MB once a load at 100 connections is over',
      'pages of every remote, three releases each',
      `idle after the load ${mib(idle)}`,
      idle <= AFTER_LOAD_POSTGRES_MAX,
    ),
    row(
      'server RSS ≤ 400 MB with three releases of each remote loaded',
      `${memory.releasesLoaded} remote server builds`,
      `peak ${mib(peak)}, idle after the load ${mib(memory.idle?.rss ?? Number.NaN)}${memory.problems.length ? ' ⚠ some pages not rendered as expected' : ''}`,
      peak <= RSS_MAX && memory.problems.length === 0,
    ),
  ];
}

function homeBytesRows(firstLoad, monolith, before) {
  const home = firstLoad.find((page) => page.name === 'home');
  if (!home) return { now: [], earlier: [] };
  const untilContent =
    home.js.gzipUntilContent === undefined ? '' : `; ${kb(home.js.gzipUntilContent)} until content`;
  const then = before?.firstLoad.home;
  const thenText =
    then &&
    `${kb(then.gzip)}; ${then.gzipUntilContent === undefined ? '' : `${kb(then.gzipUntilContent)} until content`}`;
  const floor = monolith?.pages.find((page) => page.name === 'home')?.floor;
  const least = floor ? `; the same code as one bundle plus federation's floor: ${kb(floor.gzip)}` : '';
  const figure = `${kb(home.js.gzip)} until the network is idle${untilContent}`;
  return {
    now: [
      row(
        'home first-load JavaScript no larger than before server rendering (199 KB gzip)',
        'home',
        `${figure}${was(thenText)}`,
        home.js.gzip <= HOME_JS_GZIP_NO_LARGER,
      ),
    ],
    earlier: [
      row(
        'home first-load JavaScript ≤ 170 KB gzip',
        'home',
        `${figure}${least}`,
        home.js.gzip <= HOME_JS_GZIP_MAX,
      ),
    ],
  };
}

const times = (value) => (typeof value === 'number' ? `${value.toFixed(2)}×` : 'not measured');

function federationRows(monolith) {
  return monolith.pages.flatMap((page) => {
    const { ratios } = page;
    return [
      row(
        "federation ≤ 1.10× the monolith's JavaScript (gzip)",
        page.name,
        `${times(ratios.jsGzip)} (${times(ratios.jsGzipUntilContent)} until content)${page.floor ? `; federation's floor: ${times(page.floor.ratio)}` : ''}`,
        typeof ratios.jsGzip === 'number' && ratios.jsGzip <= FEDERATION_BYTES_RATIO_MAX,
      ),
      row(
        `federation ≤ +${EXTRA_ROUND_TRIPS_MAX} sequential round trip`,
        page.name,
        Number.isFinite(ratios.extraRoundTrips)
          ? `${ratios.extraRoundTrips >= 0 ? '+' : ''}${ratios.extraRoundTrips}`
          : 'not measured',
        Number.isFinite(ratios.extraRoundTrips) && ratios.extraRoundTrips <= EXTRA_ROUND_TRIPS_MAX,
      ),
    ];
  });
}

function apiRows(api) {
  return LISTING_P99.flatMap(({ catalog, label, maxMs }) => {
    const listing = api.configurations
      .find((config) => config.database === 'postgres' && config.catalog === catalog)
      ?.cases.find((item) => item.name === 'listing');
    return listing
      ? [
          row(
            `cached listing p99 ≤ ${maxMs} ms, PostgreSQL, ${label}`,
            '100 connections, one query repeated (answered from what the server keeps)',
            `${listing.p99} ms`,
            listing.p99 <= maxMs,
          ),
        ]
      : [];
  });
}

/** The catalogue at scale: one row per size, met when each of its checks is (catalog-targets.mjs). */
function catalogScaleRows(catalogScale) {
  return scaleTargetRows(catalogScale).map((size) =>
    row(
      'distinct listing and search mix: CPU per request, p99, time-outs, query shapes (EXPLAIN)',
      `PostgreSQL, ${size.size}`,
      size.checks.map((item) => `${item.met ? '✓' : '✗'} ${item.target}: ${item.figure}`).join('<br>'),
      size.met,
    ),
  );
}

function embeddedMemoryRows(memory) {
  const idle = Math.max(memory.afterStart?.rss ?? Number.NaN, memory.idle?.rss ?? Number.NaN);
  return [
    row(
      'server RSS on the embedded database (PGlite) ≤ 400 MB idle',
      'a new shop: first start, seeding, then pages at 100 connections',
      `idle after start ${mib(memory.afterStart?.rss ?? Number.NaN)}, idle after the load ${mib(memory.idle?.rss ?? Number.NaN)}, peak ${mib(memory.idle?.peak ?? Number.NaN)}`,
      idle <= RSS_MAX && memory.non2xx === 0 && memory.errors === 0,
    ),
  ];
}

/** The rows for the parts of the report that ran: `now` (server rendering's), `earlier` (still apply). */
export function targetRows(report, before) {
  const bytes = report.firstLoad ? homeBytesRows(report.firstLoad, report.monolith, before) : undefined;
  return {
    now: [
      ...(report.lighthouse ? lighthouseRows(report.lighthouse, before) : []),
      ...(report.pageHtml ? pageHtmlRows(report.pageHtml, before) : []),
      ...(report.releaseMemory ? memoryRows(report.releaseMemory) : []),
      ...(report.embeddedMemory ? embeddedMemoryRows(report.embeddedMemory) : []),
      ...(report.catalogScale ? catalogScaleRows(report.catalogScale) : []),
      ...(bytes?.now ?? []),
    ],
    earlier: [
      ...(bytes?.earlier ?? []),
      ...(report.monolith ? federationRows(report.monolith) : []),
      ...(report.api ? apiRows(report.api) : []),
    ],
  };
}

const table = (rows) => [
  `| target | where | this run | met |`,
  `| --- | --- | --- | --- |`,
  ...rows.map((r) => `| ${r.target} | ${r.where} | ${r.figure} | ${r.met ? '✓' : '✗ not met'} |`),
];

export function targetsMarkdown({ now, earlier }, before) {
  if (now.length + earlier.length === 0) return undefined;
  const met = (rows) => `${rows.filter((r) => r.met).length} of ${rows.length} met in this run`;
  return [
    `## Targets (server rendering)`,
    ``,
    `${met(now)}.${before ? ` "Before" figures: the last report before server rendering (${before.source}).` : ''}`,
    ``,
    ...table(now),
    ...(earlier.length
      ? [
          ``,
          `### Earlier targets that still apply (from before server rendering)`,
          ``,
          `${met(earlier)}.`,
          ``,
          ...table(earlier),
        ]
      : []),
  ].join('\n');
}
