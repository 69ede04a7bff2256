import { beforeEach, describe, expect, it } from '@jest/globals';
import { bus, STORAGE_KEYS } from 'shared-contracts';
import { line } from '../test/render';
import { CartStore } from './cart-store';
import { parseStoredWishlist, WishlistStore } from './wishlist-store';
import { toggleWishlist } from './wishlist-rules';

beforeEach(() => localStorage.clear());

describe('the stored cart', () => {
  it("is saved in the spec's shape: an object whose data is a JSON string of the lines", () => {
    const cart = new CartStore();
    cart.add(line({ qty: 2 }));
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!);
    expect(typeof stored.data).toBe('string');
    expect(JSON.parse(stored.data)).toEqual([
      expect.objectContaining({ id: 1, qty: 2, name: 'Badjas wafel' }),
    ]);
    expect(new CartStore().snapshot()).toEqual(cart.snapshot());
  });

  it.each([
    ['not JSON', '{oops'],
    ['an old shape (a bare list)', JSON.stringify([{ id: 1, qty: 1 }])],
    ['data that is not a list of lines', JSON.stringify({ data: JSON.stringify([{ id: 'x' }]) })],
    ['data that is not JSON', JSON.stringify({ data: '[[' })],
  ])('a stored value that is %s reads as an empty cart', (_label, raw) => {
    localStorage.setItem(STORAGE_KEYS.cart, raw);
    expect(new CartStore().snapshot()).toEqual([]);
  });

  it('refuses an add that would take the cart over the stock, and changes nothing', () => {
    const cart = new CartStore();
    expect(cart.add(line({ qty: 3, number: 4 }))).toBe(true);
    expect(cart.add(line({ qty: 1, orderType: 'reservation', number: 4 }))).toBe(true);
    expect(cart.add(line({ qty: 1, number: 4 }))).toBe(false);
    expect(cart.snapshot().map((l) => l.qty)).toEqual([3, 1]);
  });

  it("announces every change as cart:changed, and takes another tab's value from storage", () => {
    const cart = new CartStore();
    const seen: number[] = [];
    const stop = bus.on('cart:changed', ({ count }) => seen.push(count));
    cart.add(line({ qty: 2 }));
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ data: JSON.stringify([line({ qty: 4 })]) }));
    cart.syncFromStorage();
    stop();
    expect(seen.slice(-2)).toEqual([2, 4]);
    expect(cart.snapshot()[0]!.qty).toBe(4);
  });
});

describe('a stored cart out of range', () => {
  it('is cut to the stock its lines carry, on load and from another tab', () => {
    const stored = (qty: number) =>
      JSON.stringify({
        data: JSON.stringify([line({ qty, number: 5 }), line({ id: 2, name: 'Laken', qty: 3 })]),
      });
    localStorage.setItem(STORAGE_KEYS.cart, stored(1_000_000_000));
    const cart = new CartStore();
    expect(cart.snapshot().map((l) => l.qty)).toEqual([5, 3]);
    localStorage.setItem(STORAGE_KEYS.cart, stored(99));
    cart.syncFromStorage();
    expect(cart.snapshot().map((l) => l.qty)).toEqual([5, 3]);
  });
});

describe('the wishlist', () => {
  const item = { id: 3, name: 'Laken', price: 12.5, prodImageList: [] };

  it('toggle adds if absent, otherwise removes, keyed by name', () => {
    const once = toggleWishlist([], item);
    expect(once).toEqual([item]);
    expect(toggleWishlist(once, { ...item, id: 99 })).toEqual([]);
  });

  it('is stored, restored, and a corrupt value reads as empty', () => {
    const store = new WishlistStore();
    store.set([item]);
    expect(new WishlistStore().snapshot()).toEqual([item]);
    expect(parseStoredWishlist('{"no":1}')).toEqual([]);
    expect(parseStoredWishlist('nope')).toEqual([]);
  });
});
