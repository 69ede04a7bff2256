// Which route of the one table (ssr/page-routes.ts) an address is, for the server: it chooses the
// remote, its loader and the status code with React Router's own matchRoutes, so the server and
// the shell's router never disagree. A subpath of its own, not the package's entry: no browser
// bundle carries it.
import { matchRoutes } from './react-router';
import type { RemoteName, RemotePage } from './remotes';
import { categoryIdFromSlug } from './routes';
import { PAGE_ROUTES, UNKNOWN_ROUTE, type PageRoute } from './ssr/page-routes';

/** A page one remote draws, as the route table names it. */
export type RemotePageOf = { [R in RemoteName]: { remote: R; page: RemotePage<R> } }[RemoteName];

export interface MatchedPage {
  route: PageRoute;
  params: Readonly<Record<string, string | undefined>>;
}

/** The route of the table an address (its path, without the query) is; UNKNOWN_ROUTE when none. */
export function matchPage(pathname: string): MatchedPage {
  const [match] = matchRoutes(PAGE_ROUTES as PageRoute[], pathname) ?? [];
  return match ? { route: match.route, params: match.params } : { route: UNKNOWN_ROUTE, params: {} };
}

/** Which remote page the shell draws at a path, or undefined for the shell's own pages (information pages, 404). */
export function pageForPath(pathname: string): RemotePageOf | undefined {
  const { target } = matchPage(pathname).route;
  return 'shell' in target ? undefined : target;
}

/** The category id of a /cat/{slug}-{id} path (the category route), or undefined. */
export function categoryIdFromPath(pathname: string): number | undefined {
  const { route, params } = matchPage(pathname);
  return route.id === 'category' && params.slug !== undefined ? categoryIdFromSlug(params.slug) : undefined;
}

/** The product id of a /product/default/{id} path (the theme's other product link), or undefined. */
export function productIdFromPath(pathname: string): number | undefined {
  const { route, params } = matchPage(pathname);
  if (route.id !== 'product-default' || !/^\d+$/.test(params.id ?? '')) return undefined;
  const id = Number(params.id);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
