import { cartStore } from './cart-service';
import { wishlistStore } from './wishlist-service';

/**
 * Starts the cart's and the wishlist's stores; the cart's exposed modules call it as they load.
 * Not from a render: starting publishes on the bus (each store's first value, and the requests
 * other teams held for the cart, such as a heart pressed before the header's cart had loaded),
 * and other teams' components update on what they hear, which React refuses during a render.
 * On the server (no window) nothing starts: there is no shopper's storage there, and one module
 * serves every request; the components draw "not known yet" (store/use-cart.ts).
 */
export function startCartStores(): void {
  if (typeof window === 'undefined') return;
  cartStore();
  wishlistStore();
}
