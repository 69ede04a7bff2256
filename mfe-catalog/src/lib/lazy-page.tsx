import { use, type ComponentType } from 'react';

/** What a shopper does before trying a failed page again: "try again", a link, the back button. */
const RETRY_SIGNALS = ['pointerdown', 'keydown', 'popstate'] as const;

/**
 * A page whose code loads when it is first drawn (issue 9): a product page need not download the
 * home's carousels, nor the home the listing's filters. The server preloads the page's own chunk
 * with the rest of a first load, so this costs no round trip there; a move to another page is a
 * router transition, so the page on screen stays until the next one is ready.
 *
 * Like React.lazy, except that a failed load does not stay failed for the life of the page: it is
 * forgotten at the shopper's next click, key or history move, so the shell's "try again" (or a
 * later visit) loads the code again, and webpack fetches a chunk that failed once more. Until
 * then every draw meets the same failure, so the error reaches the slot's boundary: forgetting it
 * at once would start a new load at each of the renders React makes on its way there.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const forgetAtNextSignal = () => {
    const stop = new AbortController();
    const forget = () => {
      stop.abort();
      loading = undefined;
    };
    for (const type of RETRY_SIGNALS) {
      window.addEventListener(type, forget, { capture: true, passive: true, signal: stop.signal });
    }
  };
  function LazyPage(props: P) {
    loading ??= load().catch((error: unknown) => {
      forgetAtNextSignal();
      throw error;
    });
    const Page = use(loading);
    return <Page {...props} />;
  }
  return LazyPage;
}
