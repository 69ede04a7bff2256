import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { CartItem } from 'shared-contracts';
import { line } from '../test/render';
import type { ServerLines } from '../api/get-shipping-detail';
import { CartStore } from './cart-store';
import { Repricer, type FetchPrices, type PricedCart } from './repricer';
import type { Session } from './session';

const business: Session = {
  status: 'authenticated',
  accessToken: 'tok',
  userInfo: {
    id: 2,
    firstName: 'Z',
    lastName: 'K',
    email: 'z@k.nl',
    accountType: 1,
    confirmB2BUser: true,
    bdCompanyName: 'Hotel',
  },
};
const consumer: Session = { ...business, userInfo: { ...business.userInfo!, accountType: 0 } };
const signedOut: Session = { status: 'unauthenticated', accessToken: null, userInfo: null };

function memoryCart(items: CartItem[]): PricedCart & { writes: number } {
  let current = items;
  return {
    writes: 0,
    snapshot: () => current,
    replace(next) {
      current = next;
      this.writes += 1;
    },
  };
}

const served = (price: number, stock = 100, listPrice = price) => ({ price, listPrice, stock });

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('re-price', () => {
  it("asks at once for a guest's stored cart and shows only the server's price, cut to its stock", async () => {
    // What a hand-edited riode-cart holds: a fake low price, a fake huge stock and quantity.
    const cart = memoryCart([line({ id: 1, price: 0.01, qty: 1_000_000_000, number: 1_000_000_000 })]);
    const fetchPrices = jest.fn<FetchPrices>(async () => new Map([[1, served(32, 7)]]));
    const repricer = new Repricer(cart, fetchPrices, 200);
    expect(repricer.prices().lines.has(1)).toBe(false);
    repricer.refresh(signedOut);
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchPrices).toHaveBeenCalledTimes(1);
    expect(repricer.prices().lines.get(1)).toEqual(served(32, 7));
    expect(cart.snapshot()[0]).toMatchObject({ price: 32, listPrice: 32, number: 7, qty: 7 });
    // The cut cart is the one it priced: no second call.
    repricer.refresh(signedOut);
    await jest.advanceTimersByTimeAsync(250);
    expect(fetchPrices).toHaveBeenCalledTimes(1);
  });

  it('asks again for an unchanged cart when the order found a product sold out meanwhile', async () => {
    const cart = memoryCart([line({ id: 1, price: 32, qty: 3, number: 3 })]);
    let stock = 3;
    const fetchPrices = jest.fn<FetchPrices>(async () => new Map([[1, served(32, stock)]]));
    const repricer = new Repricer(cart, fetchPrices, 200);
    repricer.refresh(signedOut);
    await jest.advanceTimersByTimeAsync(0);
    expect(repricer.prices().lines.get(1)?.stock).toBe(3);
    // Someone else bought the rest; place-order answered out of stock.
    stock = 0;
    repricer.refresh(signedOut);
    await jest.advanceTimersByTimeAsync(250);
    expect(fetchPrices).toHaveBeenCalledTimes(1);
    repricer.recheck(signedOut);
    await jest.advanceTimersByTimeAsync(250);
    expect(fetchPrices).toHaveBeenCalledTimes(2);
    expect(repricer.prices().lines.get(1)?.stock).toBe(0);
  });

  it('asks once for a quick series of quantity changes', async () => {
    const cart = memoryCart([line({ price: 19.9, qty: 2 })]);
    const fetchPrices = jest.fn<FetchPrices>(async () => new Map([[1, served(14.93, 100, 19.9)]]));
    const repricer = new Repricer(cart, fetchPrices, 200);
    repricer.refresh(business);
    await jest.advanceTimersByTimeAsync(0);
    expect(cart.snapshot()[0]).toMatchObject({ price: 14.93, listPrice: 19.9 });
    for (const qty of [3, 4, 5]) {
      cart.replace([{ ...cart.snapshot()[0]!, qty }]);
      repricer.refresh(business);
      await jest.advanceTimersByTimeAsync(50);
    }
    expect(fetchPrices).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(250);
    expect(fetchPrices).toHaveBeenCalledTimes(2);
  });

  it('never lets a stale answer overwrite a newer cart', async () => {
    const cart = memoryCart([line({ qty: 1 })]);
    const answers: Array<(lines: ServerLines) => void> = [];
    const fetchPrices = jest.fn<FetchPrices>(() => new Promise((resolve) => answers.push(resolve)));
    const repricer = new Repricer(cart, fetchPrices, 10);
    repricer.refresh(business);
    await jest.advanceTimersByTimeAsync(20);
    cart.replace([line({ qty: 3 })]);
    repricer.refresh(business);
    await jest.advanceTimersByTimeAsync(20);
    answers[1]!(new Map([[1, served(20)]]));
    answers[0]!(new Map([[1, served(99)]]));
    await jest.advanceTimersByTimeAsync(0);
    expect(cart.snapshot()[0]).toMatchObject({ qty: 3, price: 20 });
    expect(repricer.prices().lines.get(1)?.price).toBe(20);
  });

  it("forgets an account's prices when another account (or none) takes over, and asks again", async () => {
    const cart = memoryCart([line({ price: 19.9 })]);
    let answer = served(14.93, 100, 19.9);
    const fetchPrices = jest.fn<FetchPrices>(async () => new Map([[1, answer]]));
    const repricer = new Repricer(cart, fetchPrices, 10);
    repricer.refresh(business);
    await jest.advanceTimersByTimeAsync(0);
    expect(repricer.prices().lines.get(1)?.price).toBe(14.93);

    answer = served(19.9);
    repricer.refresh(signedOut);
    // Not one moment of business prices for the guest: nothing is known until the server answers.
    expect(repricer.prices().lines.has(1)).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(repricer.prices().lines.get(1)?.price).toBe(19.9);
    expect(cart.snapshot()[0]!.price).toBe(19.9);
    repricer.refresh(consumer);
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchPrices).toHaveBeenCalledTimes(3);
  });

  it('waits for the session before asking', async () => {
    const fetchPrices = jest.fn<FetchPrices>(async () => new Map());
    const repricer = new Repricer(memoryCart([line()]), fetchPrices, 10);
    repricer.refresh({ status: 'loading', accessToken: null, userInfo: null });
    await jest.advanceTimersByTimeAsync(50);
    expect(fetchPrices).not.toHaveBeenCalled();
  });

  it('shows no price from storage when the server cannot answer, says so, and asks again on the next refresh', async () => {
    const cart = memoryCart([line({ id: 1, qty: 1, price: 0.01 })]);
    let answer: 'fail' | 'ok' = 'fail';
    const fetchPrices: FetchPrices = async () =>
      answer === 'fail' ? Promise.reject(new Error('500')) : new Map([[1, served(15)]]);
    const repricer = new Repricer(cart, fetchPrices, 10);
    const changes = jest.fn();
    repricer.subscribe(changes);

    repricer.refresh(signedOut);
    await jest.advanceTimersByTimeAsync(20);
    expect(repricer.prices()).toMatchObject({ failed: true });
    expect(repricer.prices().lines.has(1)).toBe(false);
    expect(cart.writes).toBe(0);
    expect(changes).toHaveBeenCalledTimes(1);

    // The same cart again (the window's focus, back online): asked again.
    answer = 'ok';
    repricer.refresh(signedOut);
    await jest.advanceTimersByTimeAsync(20);
    expect(repricer.prices()).toMatchObject({ failed: false });
    expect(repricer.prices().lines.get(1)?.price).toBe(15);

    // A later failure keeps the prices the server already gave for these products.
    answer = 'fail';
    cart.replace([line({ id: 1, qty: 3, price: 15 })]);
    repricer.refresh(signedOut);
    await jest.advanceTimersByTimeAsync(20);
    expect(repricer.prices()).toMatchObject({ failed: true });
    expect(repricer.prices().lines.get(1)?.price).toBe(15);
  });

  it("does not send its cut to the account's copy: a sold-out line the server keeps is cut once, not again and again", async () => {
    // The account's copy keeps 2 of a product now sold out (its writes skip such a product).
    const store = new CartStore(window.sessionStorage);
    store.replace([line({ id: 1, qty: 2, number: 2 })]);
    const sent = jest.fn();
    store.onLocalChange(sent);
    const fetchPrices = jest.fn<FetchPrices>(async () => new Map([[1, served(10, 0)]]));
    const repricer = new Repricer(store, fetchPrices, 10);
    store.subscribe(() => repricer.refresh(signedOut));
    repricer.refresh(signedOut);
    await jest.advanceTimersByTimeAsync(0);
    expect(store.snapshot()[0]).toMatchObject({ qty: 1, number: 0 });
    expect(sent).not.toHaveBeenCalled();
    // The account's lists read back: 2 again. One more ask, one more cut, and that is all.
    store.replace([line({ id: 1, qty: 2, number: 0 })]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(store.snapshot()[0]).toMatchObject({ qty: 1 });
    expect(fetchPrices).toHaveBeenCalledTimes(2);
    expect(sent).not.toHaveBeenCalled();
  });
});
