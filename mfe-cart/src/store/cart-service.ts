import { bus, STORAGE_KEYS, type CartItem } from 'shared-contracts';
import { getShippingDetail } from '../api/get-shipping-detail';
import { addedNotice } from './added-notice';
import { sameLine } from './cart-rules';
import { CartStore } from './cart-store';
import { Repricer } from './repricer';
import { currentSession } from './session';

let store: CartStore | undefined;
let repricer: Repricer | undefined;

/**
 * Adds a line and says so ('Successfully added.' popup), or warns when the cart's quantity plus
 * the request would exceed the stock (spec §5, §8).
 */
export function addToCart(request: CartItem): boolean {
  const cart = cartStore();
  if (!cart.add(request)) {
    bus.publish('cart:toast-requested', { kind: 'warning', message: 'outOfStock' });
    return false;
  }
  const item = cart.snapshot().find((line) => sameLine(line, request));
  if (item) {
    const added = { item, addedQty: request.qty };
    addedNotice.announce(added);
    bus.publish('cart:item-added', added);
  }
  return true;
}

/**
 * The cart's one store per page, wired to the bus on first use: whichever of the cart's exposed
 * modules loads first starts it, and the others find it running.
 */
export function cartStore(): CartStore {
  if (store) return store;
  const created = new CartStore();
  store = created;

  bus.on('catalog:add-to-cart-requested', (request) => addToCart({ ...request }));
  const prices = new Repricer(created, getShippingDetail);
  repricer = prices;
  created.subscribe(() => prices.refresh(currentSession()));
  bus.on('shell:session-changed', (session) => prices.refresh(session));
  // Log out, any 401 and a sign-out in another tab end the session, which empties the cart (spec §4).
  bus.on('shell:session-ended', () => created.clear());
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cart || event.key === null) created.syncFromStorage();
  });
  created.notify();
  return created;
}

/** The B2B re-price of the page's cart (whether it failed, for the cart page to say so). */
export function cartRepricer(): Repricer {
  cartStore();
  return repricer!;
}
