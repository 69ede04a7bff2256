import { bus, parseStoredCart, serializeCart, STORAGE_KEYS, type CartItem } from 'shared-contracts';
import { addItem, clearItems, itemCount, quantityInCart } from './cart-rules';

type Listener = () => void;

/**
 * The cart of this page: restored from storage, saved on every change, announced on the bus as
 * `cart:changed` (replayed, so the header and late remotes see the current cart). Other tabs'
 * changes arrive through the storage event and keep this tab in step.
 */
export class CartStore {
  private items: CartItem[];
  private readonly listeners = new Set<Listener>();

  constructor(private readonly storage: Storage = localStorage) {
    this.items = parseStoredCart(this.read());
  }

  snapshot = (): readonly CartItem[] => this.items;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Adds a line; refuses (false) when cart quantity plus the request would exceed stock. */
  add(item: CartItem): boolean {
    if (item.number !== undefined && quantityInCart(this.items, item.id) + item.qty > item.number)
      return false;
    this.set(addItem(this.items, item));
    return true;
  }

  set(next: CartItem[]): void {
    this.items = next;
    try {
      this.storage.setItem(STORAGE_KEYS.cart, serializeCart(next));
    } catch {
      // A full or blocked storage loses persistence, not the cart on this page.
    }
    this.announce();
  }

  clear(): void {
    this.set(clearItems());
  }

  /** Another tab wrote the cart: take its value without writing it back. */
  syncFromStorage(): void {
    this.items = parseStoredCart(this.read());
    this.announce();
  }

  announce(): void {
    bus.publish('cart:changed', { items: this.items, count: itemCount(this.items) });
    for (const listener of this.listeners) listener();
  }

  private read(): string | null {
    try {
      return this.storage.getItem(STORAGE_KEYS.cart);
    } catch {
      return null;
    }
  }
}
