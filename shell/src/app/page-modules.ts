import type { PageRoute, RemoteModuleRef, RemoteName } from 'shared-contracts';

/** The widgets the header draws with every page, on the server too: the catalog's search box. */
const HEADER_MODULES: readonly RemoteModuleRef[] = [{ remote: 'catalog', expose: './header-search' }];

/**
 * The remote modules a page draws: its route's remote page and the header's widgets. The server
 * renders them (all but a page that needs a session, which only the browser can draw) and the
 * browser loads the same ones before it hydrates (shell/src/bootstrap.tsx, from the page state).
 */
export function pageModules(route: PageRoute, { drawnOnServer = false } = {}): RemoteModuleRef[] {
  const page = pageOf(route);
  const withPage = page && !(drawnOnServer && route.requiresSession);
  return [
    ...(withPage ? [{ remote: page.remote, expose: './routes', page: page.page }] : []),
    ...HEADER_MODULES,
  ];
}

/** The remote page a route draws, if a remote draws it. */
export function pageOf(route: PageRoute): { remote: RemoteName; page: string } | undefined {
  return 'shell' in route.target ? undefined : route.target;
}
