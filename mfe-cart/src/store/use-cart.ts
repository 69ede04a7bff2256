import { useSyncExternalStore } from 'react';
import { bus, type CartItem, type WishlistItem } from 'shared-contracts';
import { cartRepricer, cartStore } from './cart-service';
import type { ServerPrices } from './repricer';
import { currentSession, SESSION_NOT_KNOWN, type Session } from './session';
import { wishlistStore } from './wishlist-service';

/**
 * The cart and the wishlist live in the shopper's storage, which the server cannot read. What
 * the server draws is "not known yet" (undefined), and so is the browser's hydrating render,
 * which must draw the same; React then reads the store and draws the real lines. The stores are
 * reached only from these callbacks, which React calls in the browser alone.
 */
const notKnown = () => undefined;

const subscribeCart = (onChange: () => void) => cartStore().subscribe(onChange);
const cartSnapshot = () => cartStore().snapshot();

/** The cart's lines, or undefined while not known (on the server and while hydrating). */
export function useCart(): readonly CartItem[] | undefined {
  return useSyncExternalStore(subscribeCart, cartSnapshot, notKnown);
}

const subscribeRepricer = (onChange: () => void) => cartRepricer().subscribe(onChange);
const serverPrices = () => cartRepricer().prices();

/**
 * The server's prices and stock for the cart's products, or undefined while not known (on the
 * server and while hydrating). A product it has not answered for yet has no price to show.
 */
export function useServerPrices(): ServerPrices | undefined {
  return useSyncExternalStore(subscribeRepricer, serverPrices, notKnown);
}

const subscribeWishlist = (onChange: () => void) => wishlistStore().subscribe(onChange);
const wishlistSnapshot = () => wishlistStore().snapshot();

/** The wishlist, or undefined while not known (on the server and while hydrating). */
export function useWishlist(): readonly WishlistItem[] | undefined {
  return useSyncExternalStore(subscribeWishlist, wishlistSnapshot, notKnown);
}

const subscribeSession = (onChange: () => void) => bus.on('shell:session-changed', onChange);

/**
 * The session the shell announced, for prefilling checkout and sending the token. Not known on
 * the server (its bus is every request's) nor while hydrating.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, currentSession, () => SESSION_NOT_KNOWN);
}
