import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { CartItem } from 'shared-contracts';
import { line } from '../test/render';
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
    set(next) {
      current = next;
      this.writes += 1;
    },
  };
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('B2B re-price', () => {
  it("asks once for a quick series of changes and shows the server's unit prices", async () => {
    const cart = memoryCart([line({ price: 19.9, qty: 2 })]);
    const fetchPrices = jest.fn<FetchPrices>(async () => new Map([[1, 14.93]]));
    const repricer = new Repricer(cart, fetchPrices, 200);
    repricer.refresh(business);
    repricer.refresh(business);
    await jest.advanceTimersByTimeAsync(250);
    expect(fetchPrices).toHaveBeenCalledTimes(1);
    expect(cart.snapshot()[0]).toMatchObject({ price: 14.93, listPrice: 19.9 });
    // The cart it just wrote is the one it priced: no second call.
    repricer.refresh(business);
    await jest.advanceTimersByTimeAsync(250);
    expect(fetchPrices).toHaveBeenCalledTimes(1);
  });

  it('never lets a stale answer overwrite a newer cart', async () => {
    const cart = memoryCart([line({ qty: 1 })]);
    const answers: Array<(prices: Map<number, number>) => void> = [];
    const fetchPrices = jest.fn<FetchPrices>(() => new Promise((resolve) => answers.push(resolve)));
    const repricer = new Repricer(cart, fetchPrices, 10);
    repricer.refresh(business);
    await jest.advanceTimersByTimeAsync(20);
    cart.set([line({ qty: 3 })]);
    repricer.refresh(business);
    await jest.advanceTimersByTimeAsync(20);
    answers[1]!(new Map([[1, 20]]));
    answers[0]!(new Map([[1, 99]]));
    await jest.advanceTimersByTimeAsync(0);
    expect(cart.snapshot()[0]).toMatchObject({ qty: 3, price: 20 });
  });

  it('restores list prices on sign-out, and never asks for a consumer or a guest', async () => {
    const cart = memoryCart([line({ price: 14.93, listPrice: 19.9 })]);
    const fetchPrices = jest.fn<FetchPrices>(async () => new Map());
    const repricer = new Repricer(cart, fetchPrices, 10);
    repricer.refresh(signedOut);
    expect(cart.snapshot()[0]!.price).toBe(19.9);
    expect(cart.snapshot()[0]!.listPrice).toBeUndefined();
    repricer.refresh(consumer);
    await jest.advanceTimersByTimeAsync(50);
    expect(fetchPrices).not.toHaveBeenCalled();
    expect(cart.writes).toBe(1);
  });

  it('keeps the shown prices when the server cannot answer', async () => {
    const cart = memoryCart([line({ price: 19.9 })]);
    const repricer = new Repricer(cart, async () => Promise.reject(new Error('offline')), 10);
    repricer.refresh(business);
    await jest.advanceTimersByTimeAsync(20);
    expect(cart.snapshot()[0]!.price).toBe(19.9);
    expect(cart.writes).toBe(0);
  });

  it('says when the server could not re-price, until a re-price succeeds or the account leaves', async () => {
    const cart = memoryCart([line({ id: 1, qty: 1, price: 20 })]);
    let answer: 'fail' | 'ok' = 'fail';
    const fetchPrices: FetchPrices = async () =>
      answer === 'fail' ? Promise.reject(new Error('500')) : new Map([[1, 15]]);
    const repricer = new Repricer(cart, fetchPrices, 10);
    const changes = jest.fn();
    repricer.subscribe(changes);
    expect(repricer.failed()).toBe(false);

    repricer.refresh(business);
    await jest.advanceTimersByTimeAsync(20);
    expect(repricer.failed()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);

    answer = 'ok';
    cart.set([line({ id: 1, qty: 2, price: 20 })]);
    repricer.refresh(business);
    await jest.advanceTimersByTimeAsync(20);
    expect(repricer.failed()).toBe(false);
    expect(cart.snapshot()[0]!.price).toBe(15);

    answer = 'fail';
    cart.set([line({ id: 1, qty: 3, price: 15 })]);
    repricer.refresh(business);
    await jest.advanceTimersByTimeAsync(20);
    expect(repricer.failed()).toBe(true);
    repricer.refresh(signedOut);
    expect(repricer.failed()).toBe(false);
  });
});
