import { describe, expect, it } from '@jest/globals';
import { bus, STORAGE_KEYS, type EventPayload } from 'shared-contracts';
import { line } from '../test/render';
import { cartStore } from './cart-service';
import { wishlistStore } from './wishlist-service';

const request = (qty: number): EventPayload<'catalog:add-to-cart-requested'> => {
  const { listPrice: _unused, ...item } = line({ qty, number: 3 });
  return { ...item, number: 3 };
};

describe('the cart on the bus', () => {
  it('takes add requests, says so, refuses one past the stock with the warning toast, empties on session end', () => {
    const cart = cartStore();
    const added: number[] = [];
    const toasts: string[] = [];
    const stops = [
      bus.on('cart:item-added', ({ addedQty }) => added.push(addedQty)),
      bus.on('cart:toast-requested', ({ kind, message }) => toasts.push(`${kind}:${message}`)),
    ];
    bus.publish('catalog:add-to-cart-requested', request(2));
    bus.publish('catalog:add-to-cart-requested', request(2));
    expect(cart.snapshot()[0]!.qty).toBe(2);
    expect(added).toEqual([2]);
    expect(toasts).toEqual(['warning:outOfStock']);

    bus.publish('shell:session-ended', { reason: 'unauthorized' });
    expect(cart.snapshot()).toEqual([]);
    stops.forEach((stop) => stop());
  });

  it("follows another tab's cart through the storage event", () => {
    const cart = cartStore();
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ data: JSON.stringify([line({ qty: 4 })]) }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart }));
    expect(cart.snapshot()[0]!.qty).toBe(4);
  });

  it('toggles the wishlist on the catalog request and announces it', () => {
    const store = wishlistStore();
    const item = { id: 5, name: 'Theedoek', price: 3.5, prodImageList: [] };
    bus.publish('catalog:wishlist-toggle-requested', item);
    expect(bus.current('cart:wishlist-changed')?.items).toEqual([item]);
    bus.publish('catalog:wishlist-toggle-requested', item);
    expect(store.snapshot()).toEqual([]);
  });
});
