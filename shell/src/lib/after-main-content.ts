/**
 * The longest the header's secondary widgets wait for a main content that has not drawn: a page
 * whose remote is slow (its code still coming, or left to the browser by the server) must not keep
 * the shopper's cart and sign-in away for as long as that remote takes. In the usual case the main
 * content draws in the same commit as the header (shell/src/bootstrap.tsx loads its module before
 * hydrating), so this bound only counts for a slow or failing main remote.
 */
export const MAX_WAIT_MS = 400;

/** What a shopper does first when reaching for the cart or the account menu. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

/**
 * The order of a first page load (docs/performance.md): the page's main content first, then what
 * only waits for a shopper's hand (the cart's dropdown, the account's menu). Those two remotes'
 * files and their start-up work used to compete with the main content for a phone's network and
 * processor. They start once the main content has drawn and the browser is idle, at once when the
 * main content has failed (its slot shows the shell's notice: nothing left to protect), as soon as
 * the shopper touches or types anything, or after MAX_WAIT_MS whatever happens (a slow remote).
 */
export function createMainContentGate(target?: EventTarget, maxWaitMs = MAX_WAIT_MS) {
  let markDrawn: () => void = () => undefined;
  const drawn = new Promise<void>((resolve) => {
    markDrawn = resolve;
  });
  let markFailed: () => void = () => undefined;
  const failed = new Promise<void>((resolve) => {
    markFailed = resolve;
  });
  let ready: Promise<void> | undefined;

  function whenSecondaryMayStart(): Promise<void> {
    ready ??= new Promise<void>((resolve) => {
      const stop = new AbortController();
      const start = () => {
        stop.abort();
        resolve();
      };
      for (const type of INTERACTIONS) {
        // The window by default, looked up only here: the server renders the page without one.
        (target ?? window).addEventListener(type, start, {
          capture: true,
          passive: true,
          signal: stop.signal,
        });
      }
      const timer = setTimeout(start, maxWaitMs);
      stop.signal.addEventListener('abort', () => clearTimeout(timer));
      void drawn.then(nextIdle).then(start);
      void failed.then(start);
    });
    return ready;
  }

  return { markDrawn: () => markDrawn(), markFailed: () => markFailed(), whenSecondaryMayStart };
}

const pageGate = createMainContentGate();

/** Called once the page's main content has committed (a remote's page, an info page, a 404). */
export const markMainContentDrawn = pageGate.markDrawn;

/** Called when the page's main content could not load or draw (its remote's slot caught the error). */
export const markMainContentFailed = pageGate.markFailed;

let started: Promise<void> | undefined;

/** Resolves when the header's cart and account widgets may start loading. */
export function whenSecondaryMayStart(): Promise<void> {
  started ??= pageGate.whenSecondaryMayStart();
  return started;
}
