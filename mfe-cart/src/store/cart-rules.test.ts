import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { CartItem, OrderType } from 'shared-contracts';
import {
  addItem,
  applyServerLines,
  clampQuantity,
  clearByOrderType,
  clearItems,
  itemCount,
  maxQuantity,
  quantityInCart,
  removeItem,
  removeLines,
  setQuantity,
  updateItems,
} from './cart-rules';

const line = (
  name: string,
  orderType: OrderType,
  qty: number,
  id = 1,
  extra: Partial<CartItem> = {},
): CartItem => ({
  id,
  name,
  price: 10,
  qty,
  orderType,
  prodImageList: [],
  productB2BDiscountFlag: false,
  ...extra,
});

describe('cart rules (spec §4)', () => {
  it('add merges by name plus orderType and sums the quantities', () => {
    const cart = addItem([line('Badjas', 'normal', 1)], line('Badjas', 'normal', 2));
    expect(cart).toEqual([line('Badjas', 'normal', 3)]);
  });

  it('add appends when the orderType differs, even for the same product', () => {
    const cart = addItem([line('Badjas', 'normal', 1)], line('Badjas', 'reservation', 2));
    expect(cart.map((l) => [l.orderType, l.qty])).toEqual([
      ['normal', 1],
      ['reservation', 2],
    ]);
  });

  it('remove deletes by name plus orderType only', () => {
    const cart = [
      line('Badjas', 'normal', 1),
      line('Badjas', 'reservation', 2),
      line('Laken', 'normal', 1, 2),
    ];
    expect(
      removeItem(cart, { name: 'Badjas', orderType: 'normal' }).map((l) => `${l.name}/${l.orderType}`),
    ).toEqual(['Badjas/reservation', 'Laken/normal']);
  });

  it('update replaces the list, clear empties it, clear by orderType removes only that type', () => {
    const cart = [line('Badjas', 'normal', 1), line('Laken', 'reservation', 2, 2)];
    expect(updateItems(cart, [line('Sok', 'normal', 5, 3)])).toEqual([line('Sok', 'normal', 5, 3)]);
    expect(clearItems()).toEqual([]);
    expect(clearByOrderType(cart, 'reservation')).toEqual([line('Badjas', 'normal', 1)]);
  });

  it('removes exactly the lines of a placed order, and keeps lines added meanwhile', () => {
    const cart = [line('Badjas', 'normal', 1), line('Laken', 'normal', 2, 2), line('Sok', 'normal', 1, 3)];
    expect(removeLines(cart, [cart[0]!, cart[2]!]).map((l) => l.name)).toEqual(['Laken']);
  });

  it('never loses or invents pieces: the count after any adds is the sum of what was added', () => {
    const arbitraryLine = fc.record({
      name: fc.constantFrom('Badjas', 'Laken', 'Sok'),
      orderType: fc.constantFrom<OrderType>('normal', 'reservation'),
      qty: fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 30 }), (adds) => {
        const cart = adds.reduce<CartItem[]>(
          (items, add) => addItem(items, line(add.name, add.orderType, add.qty)),
          [],
        );
        expect(itemCount(cart)).toBe(adds.reduce((sum, add) => sum + add.qty, 0));
        const keys = cart.map((l) => `${l.name}|${l.orderType}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it('counts a product over all its order types for the stock check', () => {
    expect(
      quantityInCart(
        [line('Badjas', 'normal', 2), line('Badjas', 'reservation', 3), line('Laken', 'normal', 1, 2)],
        1,
      ),
    ).toBe(5);
  });
});

describe('quantity bounds (spec §5)', () => {
  it('a line may hold the stock minus what the same product holds in its other lines', () => {
    const cart = [
      line('Badjas', 'normal', 2, 1, { number: 7 }),
      line('Badjas', 'reservation', 3, 1, { number: 7 }),
    ];
    expect(maxQuantity(cart, cart[0]!)).toBe(4);
    expect(maxQuantity([line('Sok', 'normal', 1)], { name: 'Sok', orderType: 'normal' })).toBe(Infinity);
  });

  it('clamps typed values into 1..max and ignores what is not a number', () => {
    expect(clampQuantity(0, 3, 5)).toBe(1);
    expect(clampQuantity(-4, 3, 5)).toBe(1);
    expect(clampQuantity(9, 3, 5)).toBe(5);
    expect(clampQuantity(2.7, 3, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 3, 5)).toBe(3);
  });

  it('setQuantity never leaves 1..stock, whatever is asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: -100, max: 100 }), (stock, asked) => {
        const cart = setQuantity(
          [line('Badjas', 'normal', 1, 1, { number: stock })],
          { name: 'Badjas', orderType: 'normal' },
          asked,
        );
        expect(cart[0]!.qty).toBeGreaterThanOrEqual(1);
        expect(cart[0]!.qty).toBeLessThanOrEqual(stock);
      }),
    );
  });
});

describe("the server's prices and stock", () => {
  it("takes the server's unit price, the price before discounts and the stock, whatever storage said", () => {
    // A line edited by hand: a made-up price and stock, and a quantity to match.
    const cart = [
      line('Badjas', 'normal', 1_000_000_000, 1, { price: 0.01, number: 1_000_000_000 }),
      line('Laken', 'normal', 1, 2, { price: 30 }),
    ];
    const priced = applyServerLines(cart, new Map([[1, { price: 14.93, listPrice: 19.9, stock: 6 }]]));
    expect(priced[0]).toMatchObject({ price: 14.93, listPrice: 19.9, number: 6, qty: 6 });
    // A product the server did not answer for is left as it is.
    expect(priced[1]).toBe(cart[1]);
  });

  it('cuts the lines of one product together to its stock, and answers the same list when nothing changes', () => {
    const server = new Map([[1, { price: 10, listPrice: 10, stock: 5 }]]);
    const cart = [
      line('Badjas', 'normal', 4, 1, { number: 50 }),
      line('Badjas', 'reservation', 4, 1, { number: 50 }),
    ];
    const priced = applyServerLines(cart, server);
    expect(itemCount(priced)).toBeLessThanOrEqual(5);
    expect(priced.every((one) => one.number === 5)).toBe(true);
    expect(applyServerLines(priced, server)).toBe(priced);
  });
});
