import type { LocaleCode } from '../entities/language';
import type { RemoteName } from '../remotes';

/**
 * Server rendering (docs/page-rendering.md): what the server writes into a page once, for the
 * browser to hydrate the same tree, and what a remote's route loaders take and answer.
 */

/** The element (a non-executed JSON script) carrying the PageState. */
export const PAGE_STATE_ELEMENT_ID = 'riode-page-state';

/**
 * The element (a non-executed JSON script) listing the scripts a page will run, as the server
 * planned them: the shell's page start (shell/src/page-start.js) preloads them when it starts the
 * page's scripts, which is after the page's first pictures, not at once with the HTML.
 */
export const PRELOADS_ELEMENT_ID = 'riode-preloads';
/** The element of the shell's page start when the server writes it into the page (backend/src/site/inline-page-start.ts). */
export const PAGE_START_ELEMENT_ID = 'riode-page-start';

/**
 * The cookie that mirrors the `riode-language` storage key, so the server renders in the shopper's
 * language. The shell owns both.
 */
export const LANGUAGE_COOKIE = 'riode-language';

/** What a page's loader answers: its data, or that the thing the address names does not exist (404). */
export type PageLoadResult = { found: true; data: unknown } | { found: false };

/** A loader's answer for one address (path and query), as the page was drawn with it. */
export interface LoadedPage {
  href: string;
  result: PageLoadResult;
}

export interface PageLoadArgs {
  /** The page's address as the shopper asked for it. */
  url: URL;
  /** The route's parameters (`slug` of /cat/:slug, `id` of /product/default/:id). */
  params: Readonly<Record<string, string | undefined>>;
  /** The API's fetch: the window's in the browser, an in-process one on the server. */
  fetch: typeof fetch;
  signal: AbortSignal;
}

/** A route's data, declared by the remote that draws it; run by the server, and by the browser on navigation. */
export type PageLoader = (args: PageLoadArgs) => Promise<PageLoadResult>;

/** A remote's exposed module. */
export interface RemoteModuleRef {
  remote: RemoteName;
  expose: string;
  /** For a remote's `./routes`: the page it draws (its `prepare` loads that page's code). */
  page?: string;
}

/** What the server rendered the page with; the browser hydrates with the same. */
export interface PageState {
  locale: LocaleCode;
  /** The main slot's loader answer, when its remote drew it on the server. */
  loaded?: LoadedPage;
  /**
   * The remotes' modules the page draws, rendered here or left to the browser: what hydration
   * loads first (and what the server lists for the browser to preload).
   */
  modules: RemoteModuleRef[];
  /** Remotes whose server render failed or overran: their slots are drawn in the browser. */
  clientOnly?: RemoteName[];
  /**
   * The visitor sent no session cookie, so Auth.js could only answer "no session": the shell need
   * not ask before showing the signed-out header.
   */
  signedOut?: true;
  /**
   * The first name of the shopper the visitor's Auth.js session cookie belongs to: the header's
   * account part shows it before the account team's menu has loaded.
   */
  signedInAs?: string;
}
