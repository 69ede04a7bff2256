import type { RemoteName } from 'shared-contracts';

/**
 * Which remotes a first page load will need, so their entry files can be preloaded together with
 * the shell instead of after it. It mirrors the shell's route table; a wrong guess only costs a
 * wasted or a missing preload, never a broken page. The cart draws the header's cart on every page.
 */
const MAIN_REMOTE: Array<[RegExp, RemoteName]> = [
  [/^\/pages\/(cart|checkout|wishlist)\/?$/, 'cart'],
  [/^\/pages\/(login|resetpassword|account)\/?$/, 'account'],
  [/^\/($|shop\/?$|cat\/|product\/|categories\/)/, 'catalog'],
];

export function remotesForPath(pathname: string): RemoteName[] {
  const main = MAIN_REMOTE.find(([pattern]) => pattern.test(pathname))?.[1];
  return main && main !== 'cart' ? [main, 'cart'] : ['cart'];
}
