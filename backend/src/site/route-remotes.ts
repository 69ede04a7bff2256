import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';

/**
 * Which remotes a first page load will need, so their entry files are preloaded together with
 * the shell instead of after it. The header draws all three on every page (the catalog's search
 * box, the account's user menu, the cart); the remote of the route's main content comes first.
 * It mirrors the shell's route table; a wrong guess only costs a preload's order, never a page.
 */
const MAIN_REMOTE: Array<[RegExp, RemoteName]> = [
  [/^\/pages\/(cart|checkout|wishlist)\/?$/, 'cart'],
  [/^\/pages\/(login|resetpassword|account)\/?$/, 'account'],
  [/^\/($|shop\/?$|cat\/|product\/|categories\/)/, 'catalog'],
];

/** The widget each remote draws in the shell's header (mirrors shell/src/features/header). */
const HEADER_WIDGET: Record<RemoteName, string> = {
  catalog: './header-search',
  cart: './cart-dropdown',
  account: './user-menu',
};

function mainRemote(pathname: string): RemoteName | undefined {
  return MAIN_REMOTE.find(([pattern]) => pattern.test(pathname))?.[1];
}

export function remotesForPath(pathname: string): RemoteName[] {
  const main = mainRemote(pathname);
  return main ? [main, ...REMOTE_NAMES.filter((name) => name !== main)] : [...REMOTE_NAMES];
}

/** The exposed modules a first load of the page draws, per remote, the main content first. */
export function exposesForPath(pathname: string): Array<{ remote: RemoteName; exposes: string[] }> {
  const main = mainRemote(pathname);
  return remotesForPath(pathname).map((remote) => ({
    remote,
    exposes: remote === main ? ['./routes', HEADER_WIDGET[remote]] : [HEADER_WIDGET[remote]],
  }));
}
