import type { RemoteName, RemotePage } from '../remotes';
import { INFO_PAGES, type InfoPage } from '../routes';

/** What a route draws in the layout's main slot: a remote's page, or one of the shell's own. */
export type PageTarget =
  | { [R in RemoteName]: { remote: R; page: RemotePage<R> } }[RemoteName]
  | { shell: 'info'; info: InfoPage }
  | { shell: 'not-found' };

/** One route of spec §2, in the shape React Router's route objects and matchRoutes take. */
export interface PageRoute {
  /** Unique, stable: the route's id for React Router. */
  id: string;
  path: string;
  target: PageTarget;
  /** A page only a signed-in shopper sees (the shell sends others to sign in). */
  requiresSession?: true;
  /**
   * A page search engines have no business in (a shopper's own, or one that is not there): its
   * head says `noindex`, and robots.txt disallows its address.
   */
  noindex?: true;
}

const remotePage = <R extends RemoteName>(id: string, path: string, remote: R, page: RemotePage<R>) =>
  ({ id, path, target: { remote, page } }) as PageRoute;

/**
 * The routes of spec §2, once. The shell's router draws them in the browser and on the server, and
 * the server matches a request against them (React Router's matchRoutes) to choose the remote, its
 * loader and the HTTP status. Matching is case-insensitive and ranked by React Router (/cat/sale
 * before /cat/:slug); an address no route matches is not found (404).
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  remotePage('home', '/', 'catalog', 'home'),
  remotePage('shop', '/shop', 'catalog', 'shop'),
  remotePage('sale', '/cat/sale', 'catalog', 'sale'),
  // The slug must end in -{categoryId}; the catalog's loader answers not found otherwise.
  remotePage('category', '/cat/:slug', 'catalog', 'category'),
  remotePage('category-page', '/categories/categorypage', 'catalog', 'category-page'),
  remotePage('product', '/product/d/p', 'catalog', 'product'),
  remotePage('product-default', '/product/default/:id', 'catalog', 'product'),
  { ...remotePage('cart', '/pages/cart', 'cart', 'cart'), noindex: true },
  { ...remotePage('checkout', '/pages/checkout', 'cart', 'checkout'), noindex: true },
  { ...remotePage('wishlist', '/pages/wishlist', 'cart', 'wishlist'), noindex: true },
  { ...remotePage('login', '/pages/login', 'account', 'login'), noindex: true },
  { ...remotePage('reset-password', '/pages/resetpassword', 'account', 'reset-password'), noindex: true },
  {
    ...remotePage('account', '/pages/account', 'account', 'account'),
    requiresSession: true,
    noindex: true,
  },
  // A guest's way to an order: no session, the order's email address unlocks it.
  { ...remotePage('track-order', '/pages/track-order', 'account', 'track-order'), noindex: true },
  ...INFO_PAGES.map((info): PageRoute => ({
    id: `info-${info}`,
    path: `/pages/${info}`,
    target: { shell: 'info', info },
  })),
  { id: 'not-found', path: '/pages/404', target: { shell: 'not-found' }, noindex: true },
];

/** The route of an unknown address: the not-found page, with status 404. */
export const UNKNOWN_ROUTE: PageRoute = {
  id: 'unknown',
  path: '*',
  target: { shell: 'not-found' },
  noindex: true,
};
