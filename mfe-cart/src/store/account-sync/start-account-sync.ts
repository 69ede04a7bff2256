import { bus } from 'shared-contracts';
import { accountListsApi } from '../../api/account-lists';
import type { CartStore } from '../cart-store';
import type { WishlistStore } from '../wishlist-store';
import { AccountListsSync } from './account-lists-sync';
import { storedListsAccount } from './lists-account-marker';

/** After a failed call: 1 s, 2 s, 4 s … up to 30 s. */
const RETRY_MAX_MS = 30_000;
const retryDelay = (attempt: number) => Math.min(RETRY_MAX_MS, 1000 * 2 ** (attempt - 1));

let sync: AccountListsSync | undefined;
let listening = false;

function pageSync(): AccountListsSync {
  sync ??= new AccountListsSync({
    api: accountListsApi,
    marker: storedListsAccount(),
    warnReduced: () => bus.publish('cart:toast-requested', { kind: 'warning', message: 'outOfStock' }),
    newMergeId: () => crypto.randomUUID(),
    later: (retry, attempt) => {
      const timer = setTimeout(retry, retryDelay(attempt));
      return () => clearTimeout(timer);
    },
  });
  return sync;
}

/**
 * Once the page has both lists: the session from the shell, the end of a session, and the moments
 * another device's changes may be worth reading (the window's focus, a tab shown again, the
 * network back).
 */
function listenWhenWatching(synced: AccountListsSync): void {
  if (listening || !synced.watching) return;
  listening = true;
  bus.on('shell:session-changed', (session) => synced.sessionChanged(session));
  bus.on('shell:session-ended', () => synced.sessionEnded());
  window.addEventListener('focus', () => synced.refresh());
  window.addEventListener('online', () => synced.refresh());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') synced.refresh();
  });
}

/** Keeps the page's cart in step with the account's copy (store/account-sync/account-lists-sync.ts). */
export function syncCartWithAccount(cart: CartStore): void {
  const synced = pageSync();
  synced.watchCart(cart);
  listenWhenWatching(synced);
}

export function syncWishlistWithAccount(wishlist: WishlistStore): void {
  const synced = pageSync();
  synced.watchWishlist(wishlist);
  listenWhenWatching(synced);
}
