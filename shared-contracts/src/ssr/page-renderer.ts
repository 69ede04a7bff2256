import type { LocaleCode } from '../entities/language';
import type { RemoteName } from '../remotes';
import type { HeadElement } from './page-head';
import type { PageState } from './page-state';

/**
 * The contract between the backend and the shell's server build (docs/page-rendering.md): the
 * backend loads build/shell/server/render-page.js and asks it to render a page; the shell's build
 * implements it (shell/src/server/render-page.tsx).
 */

/** A remote's server build in a release folder on this machine. */
export interface ServerRelease {
  remote: RemoteName;
  version: string;
  /** The absolute path of its Node entry (server/remoteEntry.js). */
  entry: string;
}

export interface PageRenderRequest {
  /** The address as asked for: path and query. */
  url: string;
  /** The shop's public origin (PUBLIC_URL's, else the request's): the head's absolute addresses. */
  origin: string;
  locale: LocaleCode;
  /** Per remote, the releases to try in order: the visitor's release, then its fall-back. */
  releases: Partial<Record<RemoteName, ServerRelease[]>>;
  /** The API, in-process. */
  fetch: typeof fetch;
  /** How long a remote's code and its page's data may take before its slot is left to the browser. */
  budgetMs: number;
  /** No session (no cookie, or one Auth.js no longer accepts): the page says so, and the shell need not ask. */
  signedOut: boolean;
  /** The first name of the signed-in shopper, read from the visitor's session cookie. */
  signedInAs?: string | undefined;
}

export interface RenderedPage {
  status: number;
  state: PageState;
  /** The release of each remote the HTML was rendered with (a fall-back, when the visitor's failed). */
  rendered: Partial<Record<RemoteName, string>>;
  /** Problems met on the way (a remote that failed or overran): for the server's log. */
  problems: string[];
  /** The page's head (shared-contracts headElements): title, description, canonical, link previews, structured data. */
  head: HeadElement[];
  /** The HTML of the page's root element. */
  body: AsyncIterable<Uint8Array | string>;
}

export interface PageRenderer {
  render(request: PageRenderRequest): Promise<RenderedPage>;
  /** The releases whose server code is loaded now. */
  loaded(): ServerRelease[];
}

export interface PageRendererOptions {
  /** Node's own require (not a bundler's): loads a release's entry from disk; its cache is trimmed. */
  requireEntry: (file: string) => unknown;
  /** How many releases of one remote stay loaded; older ones are let go. */
  releasesPerRemote?: number;
}

/** What build/shell/server/render-page.js exports. */
export interface ShellServerBuild {
  createPageRenderer(options: PageRendererOptions): PageRenderer;
}
