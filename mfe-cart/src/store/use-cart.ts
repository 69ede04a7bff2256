import { useSyncExternalStore } from 'react';
import { bus, type CartItem, type WishlistItem } from 'shared-contracts';
import { cartRepricer, cartStore } from './cart-service';
import { currentSession, type Session } from './session';
import { wishlistStore } from './wishlist-service';

export function useCart(): readonly CartItem[] {
  const store = cartStore();
  return useSyncExternalStore(store.subscribe, store.snapshot);
}

/** The business prices could not be fetched: the cart shows list prices meanwhile. */
export function useRepriceFailed(): boolean {
  const repricer = cartRepricer();
  return useSyncExternalStore(repricer.subscribe, repricer.failed);
}

export function useWishlist(): readonly WishlistItem[] {
  const store = wishlistStore();
  return useSyncExternalStore(store.subscribe, store.snapshot);
}

const subscribeSession = (onChange: () => void) => bus.on('shell:session-changed', onChange);

/** The session the shell announced, for prefilling checkout and sending the token. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, currentSession);
}
