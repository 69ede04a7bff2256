import type { RemoteName } from 'shared-contracts';
import { pageForPath, type RemotePageOf } from 'shared-contracts/page-paths';

/** The remote whose widget the header draws with the page (mirrors shell/src/features/header). */
const HEADER_REMOTE: RemoteName = 'catalog';
const HEADER_WIDGET = './header-search';

/**
 * Which remotes a first page load needs at once, so their files are preloaded together with the
 * shell instead of after it: the remote of the route's main content (the shell's route table, as
 * shared-contracts' pageForPath reads it), and the catalog, whose search box the header draws with
 * every page. The header's cart and account menu load after the main content has drawn
 * (shell/src/lib/after-main-content.ts, issue 9), so they are not preloaded with the page: on a
 * phone their files would compete with the page's own. Their files are listed in the page instead
 * (LATER_WIDGETS below), for the shell to preload together when those widgets start. A wrong
 * guess only costs a preload's order, never a page.
 */
export function remotesForPath(pathname: string): RemoteName[] {
  const main = pageForPath(pathname)?.remote;
  return main && main !== HEADER_REMOTE ? [main, HEADER_REMOTE] : [HEADER_REMOTE];
}

/** The header's widgets that load after the main content (mirrors shell/src/features/header). */
export const LATER_WIDGETS: ReadonlyArray<{ remote: RemoteName; expose: string }> = [
  { remote: 'account', expose: './user-menu' },
  { remote: 'cart', expose: './cart-dropdown' },
];

export interface RemoteFirstLoad {
  remote: RemoteName;
  /** The exposed modules the page draws. */
  exposes: string[];
  /** The page its './routes' draws, when this remote draws the main content. */
  page?: RemotePageOf['page'];
}

/** What a first load of the page draws, per remote, the main content first. */
export function firstLoadForPath(pathname: string): RemoteFirstLoad[] {
  const main = pageForPath(pathname);
  return remotesForPath(pathname).map((remote) => ({
    remote,
    exposes: [
      ...(remote === main?.remote ? ['./routes'] : []),
      ...(remote === HEADER_REMOTE ? [HEADER_WIDGET] : []),
    ],
    ...(remote === main?.remote ? { page: main.page } : {}),
  }));
}
