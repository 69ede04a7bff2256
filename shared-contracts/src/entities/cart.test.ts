import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { badgeText, parseStoredCart, serializeCart, type CartItem } from './cart';

const line: CartItem = {
  id: 3,
  name: 'Theedoek Delft',
  price: 4.5,
  qty: 2,
  orderType: 'reservation',
  prodImageList: [{ imageURL: '/images/products/3/front', imageViewType: 'front' }],
  productB2BDiscountFlag: true,
};

describe('the cart in browser storage (spec §3)', () => {
  it('is an object whose field data is a JSON string of the lines, and reads back the same', () => {
    const raw = serializeCart([line]);
    const outer = JSON.parse(raw) as { data: unknown };
    expect(typeof outer.data).toBe('string');
    expect(JSON.parse(outer.data as string)).toEqual([line]);
    expect(parseStoredCart(raw)).toEqual([line]);
  });

  it('reads garbage, truncated JSON and old shapes as an empty cart, never a throw', () => {
    for (const raw of [
      null,
      '',
      'garbage',
      '{"data":',
      '{"data":"[{\\"id\\":1}]"}',
      '[1,2]',
      '{"data":5}',
      '{"items":[]}',
    ]) {
      expect(parseStoredCart(raw)).toEqual([]);
    }
    fc.assert(fc.property(fc.string(), (raw) => expect(Array.isArray(parseStoredCart(raw))).toBe(true)));
  });
});

describe('a count in a header badge', () => {
  it('is written out up to 999 and as 999+ above, so a huge stored count cannot stretch the header', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(999)).toBe('999');
    expect(badgeText(1000)).toBe('999+');
    expect(badgeText(1_000_000_000)).toBe('999+');
  });
});
