import { use, type ComponentType } from 'react';

/**
 * What a shopper does before trying a failed page again: "try again", a link, the back button.
 * `click` too: a screen reader or voice control presses a button with a click alone, no pointer
 * or key before it, and the window sees it before the button's own handler draws the page again.
 */
const RETRY_SIGNALS = ['pointerdown', 'keydown', 'click', 'popstate'] as const;

/** What shows a shopper is staying: their first touch, click or key on the page. */
const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;

export type LazyPage<P extends object> = ComponentType<P> & {
  /** Starts loading the page's code (once), without drawing it. */
  preload(): void;
};

/** Calls `then` once, at the first of these events on the window (seen before the page's own handlers). */
function onFirst(types: readonly string[], then: () => void): void {
  const stop = new AbortController();
  const once = () => {
    stop.abort();
    then();
  };
  for (const type of types) {
    window.addEventListener(type, once, { capture: true, passive: true, signal: stop.signal });
  }
}

/**
 * A page whose code loads when it is first drawn (issue 9): a product page need not download the
 * home's carousels, nor the home the listing's filters. The server preloads the page's own chunk
 * with the rest of a first load, so this costs no round trip there; the other pages' code follows
 * at the shopper's first interaction (preloadAtFirstInteraction).
 *
 * Like React.lazy, except that a failed load does not stay failed for the life of the page: it is
 * forgotten at the shopper's next click, key or history move, so the shell's "try again" (or a
 * later visit) loads the code again, and webpack fetches a chunk that failed once more. Until
 * then every draw meets the same failure, so the error reaches the slot's boundary: forgetting it
 * at once would start a new load at each of the renders React makes on its way there.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      onFirst(RETRY_SIGNALS, () => (loading = undefined));
      throw error;
    }));
  function LazyPage(props: P) {
    const Page = use(start());
    return <Page {...props} />;
  }
  return Object.assign(LazyPage, {
    preload: () => void start().catch(() => undefined), // a failure shows when the page is drawn
  });
}

/**
 * Loads the pages' code at the shopper's first touch, click or key, once: not with a first load,
 * which stays as small as it can (a visitor who leaves never pays for it), but before the next
 * move of a shopper who stays is likely to need it. A page already loaded costs nothing more.
 */
export function preloadAtFirstInteraction(pages: ReadonlyArray<{ preload(): void }>): void {
  onFirst(FIRST_INTERACTION, () => {
    for (const page of pages) page.preload();
  });
}
