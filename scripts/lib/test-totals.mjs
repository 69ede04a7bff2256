/**
 * What a Playwright run adds to `npm test`'s last line. A test that failed and then passed on its
 * retry counts as failed: the retry is there to record a trace of the failure, not to turn it into
 * a pass (a journey that fails one time in a few is a bug a shopper meets one time in a few).
 *
 * @param {{ expected: number, unexpected: number, flaky: number, skipped: number }} stats
 *   the `stats` of Playwright's JSON report
 */
export function playwrightTotals(stats) {
  return {
    passed: stats.expected,
    failed: stats.unexpected + stats.flaky,
    skipped: stats.skipped,
  };
}
