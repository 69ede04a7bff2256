/**
 * The answers the server put into the page for the page's first API calls (the home page's
 * products, a product, a listing's first page), so the first content does not wait for a round
 * trip after the scripts have run. They belong to the address the page was opened at and to its
 * first seconds only: after a navigation, or later, every call goes to the server again. And only
 * to a page the server has just sent: going back or forward, a browser may show its cached copy
 * even of a no-cache page, whose answers are then as old as the copy.
 */

/** The id of the element carrying them (a non-executed JSON script, like the registry: CSP-safe). */
export const INITIAL_ANSWERS_ELEMENT_ID = 'riode-initial-answers';

/** How long after the page opened an inlined answer may still stand in for a call. */
export const INITIAL_ANSWERS_TTL_MS = 10_000;

/** What the element holds: the page's address (path and query) and the answers by answerKey. */
export interface InitialAnswersDocument {
  page: string;
  answers: Record<string, unknown>;
}

/**
 * The key of a GET call: its path and its query with the parameters sorted, so the server and a
 * client that builds its query in another order agree. Empty values are left out (the client
 * never sends them).
 */
export function answerKey(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://shop');
  const params = [...url.searchParams].filter(([, value]) => value !== '');
  params.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** What the reader needs of the page; the browser's by default, a test's own otherwise. */
export interface InitialAnswersPage {
  /** The text of the element, or null when the server inlined none. */
  readElement(): string | null;
  /** The origin and the path + query the page is at now. */
  origin(): string;
  address(): string;
  /** Milliseconds since the page opened. */
  now(): number;
  /** How the browser came to the page (Navigation Timing's type), or undefined where it does not say. */
  navigationType(): string | undefined;
}

/** The ways to a page that fetch it from the server (a no-cache page is not shown from a cache). */
const SENT_NOW: ReadonlySet<string | undefined> = new Set(['navigate', 'reload']);

const browserPage: InitialAnswersPage = {
  readElement: () => globalThis.document?.getElementById(INITIAL_ANSWERS_ELEMENT_ID)?.textContent ?? null,
  origin: () => globalThis.location?.origin ?? '',
  address: () => (globalThis.location ? `${location.pathname}${location.search}` : ''),
  now: () => globalThis.performance?.now() ?? Number.POSITIVE_INFINITY,
  navigationType: () => {
    const [entry] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
    return (entry as PerformanceNavigationTiming | undefined)?.type;
  },
};

function parse(text: string | null): InitialAnswersDocument | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<InitialAnswersDocument> | null;
    return typeof value?.page === 'string' && value.answers && typeof value.answers === 'object'
      ? { page: value.page, answers: value.answers }
      : undefined;
  } catch {
    return undefined; // a damaged element only costs the round trip it would have saved
  }
}

/**
 * A reader of the inlined answers: `answerFor(url)` gives the answer for a GET of that address, or
 * undefined when the server inlined none, the page has moved on, or the answers are too old.
 */
export function createInitialAnswers(page: InitialAnswersPage = browserPage) {
  let document: InitialAnswersDocument | undefined | null = null;
  return {
    answerFor(url: URL): unknown {
      if (page.now() > INITIAL_ANSWERS_TTL_MS || url.origin !== page.origin()) return undefined;
      if (!SENT_NOW.has(page.navigationType())) return undefined;
      if (document === null) document = parse(page.readElement());
      if (!document || answerKey(document.page) !== answerKey(page.address())) return undefined;
      const key = answerKey(`${url.pathname}${url.search}`);
      return Object.hasOwn(document.answers, key) ? document.answers[key] : undefined;
    },
  };
}

export type InitialAnswers = ReturnType<typeof createInitialAnswers>;

/** The page's own reader: every API client of every package reads the one element. */
export const pageInitialAnswers = createInitialAnswers();
