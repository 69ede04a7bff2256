import type { RemoteName } from 'shared-contracts';

/**
 * Which remotes a first page load needs at once, so their entry files are preloaded together
 * with the shell instead of after it: the remote of the route's main content, and the catalog,
 * whose search box the header draws with every page. The header's cart and account menu load
 * after the main content has drawn (shell/src/lib/after-main-content.ts, issue 9), so they are
 * not preloaded: on a phone their files would compete with the page's own. It mirrors the
 * shell's route table; a wrong guess only costs a preload's order, never a page.
 */
const MAIN_REMOTE: Array<[RegExp, RemoteName]> = [
  [/^\/pages\/(cart|checkout|wishlist)\/?$/, 'cart'],
  [/^\/pages\/(login|resetpassword|account)\/?$/, 'account'],
  [/^\/($|shop\/?$|cat\/|product\/|categories\/)/, 'catalog'],
];

/** The remote whose widget the header draws with the page (mirrors shell/src/features/header). */
const HEADER_REMOTE: RemoteName = 'catalog';
const HEADER_WIDGET = './header-search';

function mainRemote(pathname: string): RemoteName | undefined {
  return MAIN_REMOTE.find(([pattern]) => pattern.test(pathname))?.[1];
}

export function remotesForPath(pathname: string): RemoteName[] {
  const main = mainRemote(pathname);
  return main && main !== HEADER_REMOTE ? [main, HEADER_REMOTE] : [HEADER_REMOTE];
}

/** The exposed modules a first load of the page draws, per remote, the main content first. */
export function exposesForPath(pathname: string): Array<{ remote: RemoteName; exposes: string[] }> {
  const main = mainRemote(pathname);
  return remotesForPath(pathname).map((remote) => ({
    remote,
    exposes: [...(remote === main ? ['./routes'] : []), ...(remote === HEADER_REMOTE ? [HEADER_WIDGET] : [])],
  }));
}
