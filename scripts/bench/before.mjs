// The figures from before server rendering, read from the report committed then (bench/report.json
// at BEFORE_COMMIT; read-only git), to print beside this run's where they measure the same thing.
// BENCH_BEFORE_REPORT names a copy of that file instead, for a bench run outside a git checkout.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { root } from '../lib/packages.mjs';

export const BEFORE_COMMIT = 'bdf22ef';

/** The figures of the last report before server rendering, or undefined when git cannot show it. */
export function beforeFigures() {
  let report;
  try {
    const file = process.env.BENCH_BEFORE_REPORT;
    report = JSON.parse(
      file
        ? readFileSync(file, 'utf8')
        : execFileSync('git', ['show', `${BEFORE_COMMIT}:bench/report.json`], {
            cwd: root,
            encoding: 'utf8',
          }),
    );
  } catch {
    return undefined;
  }
  const source = `bench/report.json at ${BEFORE_COMMIT}, ${report.date.slice(0, 10)}`;
  const homeHtml = report.api?.configurations
    .find((config) => config.database === 'postgres' && config.catalog === 'seed')
    ?.cases.find((item) => item.name === 'home-page');
  return {
    source,
    lighthouse: Object.fromEntries(
      (report.lighthouse?.pages ?? []).map((page) => [
        page.name,
        { score: page.score, lcpMs: page.lcpMs, tbtMs: page.tbtMs, cls: page.cls, fcpMs: page.fcpMs },
      ]),
    ),
    firstLoad: Object.fromEntries((report.firstLoad ?? []).map((page) => [page.name, page.js])),
    homeHtml: homeHtml && { source, ...homeHtml },
  };
}
