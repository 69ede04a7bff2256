import { bus, STORAGE_KEYS } from 'shared-contracts';
import { syncWishlistWithAccount } from './account-sync/start-account-sync';
import { toggleWishlist } from './wishlist-rules';
import { WishlistStore } from './wishlist-store';

let store: WishlistStore | undefined;

/** The wishlist's one store per page, taking the catalog's toggle requests from the bus. */
export function wishlistStore(): WishlistStore {
  if (store) return store;
  const created = new WishlistStore();
  store = created;
  syncWishlistWithAccount(created);
  bus.on('catalog:wishlist-toggle-requested', (item) =>
    created.set(toggleWishlist(created.snapshot(), item)),
  );
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.wishlist || event.key === null) created.syncFromStorage();
  });
  created.notify();
  return created;
}
