// Which page the shell draws at an address, for the server (a first load's preloads and inlined
// answers). A subpath of its own, not the package's entry: no browser bundle carries it, since the
// entry is a shared module that the shell ships whole.
import type { RemoteName, RemotePage } from './remotes';
import { categoryIdFromSlug } from './routes';

/** A page one remote draws, as the shell's route table names it. */
export type RemotePageOf = { [R in RemoteName]: { remote: R; page: RemotePage<R> } }[RemoteName];

// The shell's route table (shell/src/app/app-routes.tsx) as patterns on the path as the router
// reads it (routerPath); it matches case-insensitively, and ranks /cat/sale before /cat/:slug.
const REMOTE_PAGE_PATHS: ReadonlyArray<readonly [RegExp, RemotePageOf]> = [
  [/^\/$/, { remote: 'catalog', page: 'home' }],
  [/^\/shop$/i, { remote: 'catalog', page: 'shop' }],
  [/^\/cat\/sale$/i, { remote: 'catalog', page: 'sale' }],
  [/^\/categories\/categorypage$/i, { remote: 'catalog', page: 'category-page' }],
  [/^\/product\/d\/p$/i, { remote: 'catalog', page: 'product' }],
  [/^\/product\/default\/\d+$/i, { remote: 'catalog', page: 'product' }],
  [/^\/pages\/cart$/i, { remote: 'cart', page: 'cart' }],
  [/^\/pages\/checkout$/i, { remote: 'cart', page: 'checkout' }],
  [/^\/pages\/wishlist$/i, { remote: 'cart', page: 'wishlist' }],
  [/^\/pages\/login$/i, { remote: 'account', page: 'login' }],
  [/^\/pages\/resetpassword$/i, { remote: 'account', page: 'reset-password' }],
  [/^\/pages\/account$/i, { remote: 'account', page: 'account' }],
];

/**
 * A path as react-router matches it: each segment decoded (an escaped slash stays escaped; a
 * malformed escape leaves the whole path as it is), and any trailing slashes off.
 */
function routerPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // as the router does: the path undecoded
  }
  return decoded.replace(/\/+$/, '') || '/';
}

/** The category id of a /cat/{slug}-{id} path (the shell's category route), or undefined. */
export function categoryIdFromPath(pathname: string): number | undefined {
  const slug = /^\/cat\/([^/]+)$/i.exec(routerPath(pathname))?.[1];
  return slug === undefined ? undefined : categoryIdFromSlug(slug);
}

/** The product id of a /product/default/{id} path (the theme's other product link), or undefined. */
export function productIdFromPath(pathname: string): number | undefined {
  const digits = /^\/product\/default\/(\d+)$/i.exec(routerPath(pathname))?.[1];
  const id = Number(digits);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

/**
 * Which remote page the shell draws at a path (without its query), or undefined for the shell's
 * own pages (information pages, 404). The server uses it for a first load's preloads and answers.
 */
export function pageForPath(pathname: string): RemotePageOf | undefined {
  const path = routerPath(pathname);
  const page = REMOTE_PAGE_PATHS.find(([pattern]) => pattern.test(path))?.[1];
  if (page) return page;
  return categoryIdFromPath(pathname) ? { remote: 'catalog', page: 'category' } : undefined;
}
