import {
  bus,
  parseStoredCart,
  serializeCart,
  STORAGE_KEYS,
  type CartChange,
  type CartItem,
} from 'shared-contracts';
import { PersistedList } from '../lib/persisted-list';
import { addItem, itemCount, quantityInCart, withinStock } from './cart-rules';

/**
 * The cart of this page, stored in the spec's shape (`{ data: "<JSON list>" }`; a corrupt or
 * old-shape value reads as an empty cart) and announced as `cart:changed` (replayed, so the
 * header and late remotes see the current cart).
 */
export class CartStore extends PersistedList<CartItem, CartChange> {
  constructor(storage?: Storage) {
    super({
      key: STORAGE_KEYS.cart,
      parse: (raw) => withinStock(parseStoredCart(raw)),
      serialize: serializeCart,
      announce: (items) => bus.publish('cart:changed', { items: [...items], count: itemCount(items) }),
      storage,
    });
  }

  /** Adds a line; refuses (false) when the cart's quantity plus the request would exceed stock. */
  add(item: CartItem): boolean {
    const items = this.snapshot();
    if (item.number !== undefined && quantityInCart(items, item.id) + item.qty > item.number) return false;
    // Noted as an add, so the account's copy sums it with what another device may have added.
    this.set(addItem(items, item), {
      op: 'add',
      productId: item.id,
      orderType: item.orderType,
      qty: item.qty,
    });
    return true;
  }

  clear(): void {
    this.set([]);
  }
}
