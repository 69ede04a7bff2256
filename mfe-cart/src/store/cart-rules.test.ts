import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { CartItem, OrderType } from 'shared-contracts';
import {
  addItem,
  clearByOrderType,
  clearItems,
  itemCount,
  quantityInCart,
  removeItem,
  updateItems,
} from './cart-rules';

const line = (name: string, orderType: OrderType, qty: number, id = 1): CartItem => ({
  id,
  name,
  price: 10,
  qty,
  orderType,
  prodImageList: [],
  productB2BDiscountFlag: false,
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
