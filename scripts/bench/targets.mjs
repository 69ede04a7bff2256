// Issue 9's targets, each read from the figures of this run and marked met or not, so that the
// report answers "where do we stand" at its top instead of in figures spread over its sections.
// A target whose part did not run this time is left out, not guessed.
import { kb } from './pages.mjs';

const HOME_JS_GZIP_MAX = 170 * 1024;
const LIGHTHOUSE_SCORE_MIN = 95;
const CLS_MAX = 0.05;
const FEDERATION_BYTES_RATIO_MAX = 1.1;
const EXTRA_ROUND_TRIPS_MAX = 1;
const LISTING_P99 = [
  { catalog: 'seed', label: 'seed catalogue', maxMs: 50 },
  { catalog: '100000', label: '100 000 products', maxMs: 100 },
];

const row = (target, where, figure, met) => ({ target, where, figure, met });

function lighthouseRows(lighthouse) {
  return lighthouse.pages.flatMap((page) => [
    row(
      `Lighthouse mobile performance ≥ ${LIGHTHOUSE_SCORE_MIN}`,
      page.name,
      `${page.score} (median run of ${page.runs.length})`,
      page.score >= LIGHTHOUSE_SCORE_MIN,
    ),
    row(`CLS < ${CLS_MAX}`, page.name, `${page.cls}`, page.cls < CLS_MAX),
  ]);
}

function homeBytesRows(firstLoad, monolith) {
  const home = firstLoad.find((page) => page.name === 'home');
  if (!home) return [];
  const untilContent =
    home.js.gzipUntilContent === undefined ? '' : `; ${kb(home.js.gzipUntilContent)} until content`;
  const floor = monolith?.pages.find((page) => page.name === 'home')?.floor;
  const least = floor ? `; the same code as one bundle plus federation's floor: ${kb(floor.gzip)}` : '';
  return [
    row(
      'home first-load JavaScript ≤ 170 KB gzip',
      'home',
      `${kb(home.js.gzip)} until the network is idle${untilContent}${least}`,
      home.js.gzip <= HOME_JS_GZIP_MAX,
    ),
  ];
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
            `listing p99 ≤ ${maxMs} ms, PostgreSQL, ${label}`,
            '100 connections',
            `${listing.p99} ms`,
            listing.p99 <= maxMs,
          ),
        ]
      : [];
  });
}

/** The rows for the parts of the report that ran. */
export function targetRows(report) {
  return [
    ...(report.lighthouse ? lighthouseRows(report.lighthouse) : []),
    ...(report.firstLoad ? homeBytesRows(report.firstLoad, report.monolith) : []),
    ...(report.monolith ? federationRows(report.monolith) : []),
    ...(report.api ? apiRows(report.api) : []),
  ];
}

export function targetsMarkdown(rows) {
  if (rows.length === 0) return undefined;
  const met = rows.filter((r) => r.met).length;
  return [
    `## Targets (issue 9)`,
    ``,
    `${met} of ${rows.length} met in this run.`,
    ``,
    `| target | where | this run | met |`,
    `| --- | --- | --- | --- |`,
    ...rows.map((r) => `| ${r.target} | ${r.where} | ${r.figure} | ${r.met ? '✓' : '✗ not met'} |`),
  ].join('\n');
}
