/**
 * The first use of the browser's Intl formatters builds the process's lists of locales it has data
 * for: about 45 ms in one piece, 180-240 ms on a phone-speed processor, which react-intl's provider
 * otherwise pays inside the first render's task (issue 9). Those lists are kept for the whole
 * process, whichever thread built them, so a worker builds them while the page's libraries
 * download; the main thread's first NumberFormat then takes 5 ms instead of 200 (4x CPU).
 * The script is a plain file beside this one (webpack copies it as a hashed asset, no runtime).
 * Without workers (or if it fails to start) the first formatter pays as before.
 */
export function warmIntl(): void {
  if (typeof Worker !== 'function') return;
  try {
    // A URL of its own, not `new Worker(new URL(...))`: that form would make webpack build a
    // worker bundle with its own (federation) runtime for these three lines.
    const script = new URL('./warm-intl.worker.js', import.meta.url);
    new Worker(script);
  } catch {
    // A refused worker (an old browser, a strict policy): nothing to warm, nothing lost.
  }
}
