import * as z from 'zod/mini';
import type { LocaleCode } from './entities/language';
import type { LoadedPage, PageLoader } from './ssr/page-state';

/** The remotes the shell composes, by the name each is registered under. */
export const REMOTE_NAMES = ['catalog', 'cart', 'account'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/**
 * The registry document (docs/architecture.md): the one mutable pointer naming the active release
 * of each remote. Served `no-cache` at /remotes.json and inlined into the shell's HTML.
 */
export const remoteReleaseSchema = z.object({
  version: z.string().check(z.minLength(1)),
  /** URL of the release's remoteEntry.js. */
  entry: z.string().check(z.minLength(1)),
  contractsVersion: z.string().check(z.minLength(1)),
  /** A release to fall back to when this one fails to load. */
  fallbackEntry: z.optional(z.string().check(z.minLength(1))),
  fallbackVersion: z.optional(z.string()),
});
export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;

export const registryDocumentSchema = z.object({
  remotes: z.partialRecord(remoteNameSchema, remoteReleaseSchema),
});
export type RegistryDocument = z.infer<typeof registryDocumentSchema>;

/** The id of the element carrying the inlined registry (a non-executed JSON script, CSP-safe). */
export const REGISTRY_ELEMENT_ID = 'riode-remotes';
export const REGISTRY_PATH = '/remotes.json';

/**
 * The pages each remote renders. The shell owns the URL → page mapping (it owns the router);
 * a remote reads its own query parameters.
 */
export const REMOTE_PAGES = {
  catalog: ['home', 'shop', 'category', 'sale', 'product', 'category-page'],
  cart: ['cart', 'checkout', 'wishlist'],
  account: ['login', 'reset-password', 'account', 'track-order'],
} as const satisfies Record<RemoteName, readonly string[]>;
export type RemotePage<R extends RemoteName> = (typeof REMOTE_PAGES)[R][number];

/**
 * Props of every component a remote exposes (its pages and widgets). The language comes as a prop,
 * not from the bus: on the server one module serves many requests at once, each in its own language.
 */
export interface RemoteWidgetProps {
  locale: LocaleCode;
}

/** Props of every remote's exposed `./routes` component. */
export interface RemoteRoutesProps<R extends RemoteName = RemoteName> extends RemoteWidgetProps {
  page: RemotePage<R>;
  /** The page's data, loaded by its loader (on the server for a first load, in the browser after). */
  loaded?: LoadedPage;
}

/** What a remote's `./routes` module exports besides its component: each page's data loader. */
export type RemoteLoaders<R extends RemoteName = RemoteName> = Partial<Record<RemotePage<R>, PageLoader>>;

/**
 * What an exposed module the server draws may also export: everything it needs before it can draw
 * in a language (its messages). The browser awaits it, with the module, before hydrating the page,
 * so the module's part hydrates with the rest of the page instead of waiting on its own, with a tap
 * on it meanwhile lost (docs/page-rendering.md). A `./routes` module is also told the page it is to
 * draw, so it can fetch that page's code alone; the shell asks again before each move to a page.
 */
export type PrepareModule = (locale: LocaleCode, page?: string) => Promise<unknown>;
