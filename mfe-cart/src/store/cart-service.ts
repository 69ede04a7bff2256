import { bus, STORAGE_KEYS } from 'shared-contracts';
import { CartStore } from './cart-store';

let store: CartStore | undefined;

/**
 * The cart's one store per page, wired to the bus on first use: whichever of the cart's exposed
 * modules loads first starts it, and the others find it running.
 */
export function cartStore(): CartStore {
  if (store) return store;
  const created = new CartStore();
  store = created;

  bus.on('catalog:add-to-cart-requested', (request) => {
    const added = created.add({ ...request });
    if (added) {
      const item = created
        .snapshot()
        .find((line) => line.name === request.name && line.orderType === request.orderType);
      if (item) bus.publish('cart:item-added', { item, addedQty: request.qty });
    } else {
      bus.publish('cart:toast-requested', { kind: 'warning', message: 'outOfStock' });
    }
  });
  // Log out and any 401 end the session, which empties the cart (spec §4).
  bus.on('shell:session-ended', () => created.clear());
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cart || event.key === null) created.syncFromStorage();
  });
  created.announce();
  return created;
}
