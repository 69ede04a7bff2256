import type { LoadedPage, PageLoader } from 'shared-contracts';

/** Recent loads by address, so React's use() sees one promise per page and attempt; a few are kept for going back. */
const loads = new Map<string, Promise<LoadedPage>>();
const KEPT = 8;

/**
 * A page's data in the browser after a navigation: the remote's own loader (the one the server ran
 * for the first load), with the window's fetch, and at the same time what the remote needs to draw
 * the page (`prepare`: the page's code), so the page draws once both are there. A failed load
 * rejects, and the slot's error boundary offers to try again (a new attempt, a new load).
 */
export function loadPage(
  key: string,
  loader: PageLoader,
  href: string,
  params: Readonly<Record<string, string | undefined>>,
  prepare: () => Promise<unknown> = () => Promise.resolve(),
): Promise<LoadedPage> {
  let load = loads.get(key);
  if (!load) {
    const url = new URL(href, location.origin);
    const signal = new AbortController().signal;
    load = Promise.all([loader({ url, params, fetch: (...args) => fetch(...args), signal }), prepare()]).then(
      ([result]) => ({ href, result }),
    );
    // A failure is kept too: React renders a failed page once more before its error boundary
    // shows, and a new load at each render would never end. "Try again" is a new attempt, a new key.
    loads.set(key, load);
    load.catch(() => undefined);
    for (const old of loads.keys()) {
      if (loads.size <= KEPT) break;
      loads.delete(old);
    }
  }
  return load;
}
