import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { unitPriceCents } from './pricing';

const product = (price: number, percent: number, flag = true) => ({
  price_cents: price,
  b2b_discount_flag: flag,
  b2b_discount_percent: percent,
});

describe('unitPriceCents', () => {
  it('gives the list price to anyone but a confirmed business, and on unflagged products', () => {
    expect(unitPriceCents(product(1999, 15), false)).toBe(1999);
    expect(unitPriceCents(product(1999, 15, false), true)).toBe(1999);
  });

  it('rounds the discounted unit price half up to the cent', () => {
    expect(unitPriceCents(product(1999, 15), true)).toBe(1699); // 1699.15
    expect(unitPriceCents(product(1990, 25), true)).toBe(1493); // 1492.5
    expect(unitPriceCents(product(1, 50), true)).toBe(1); // 0.5
    expect(unitPriceCents(product(3, 50), true)).toBe(2); // 1.5
  });

  it('never exceeds the list price nor drops below the exact discount minus half a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 90 }),
        (price, percent) => {
          const unit = unitPriceCents(product(price, percent), true);
          const exact = (price * (100 - percent)) / 100;
          expect(Number.isInteger(unit)).toBe(true);
          expect(unit).toBeLessThanOrEqual(price);
          expect(unit - exact).toBeGreaterThan(-0.5 - 1e-9);
          expect(unit - exact).toBeLessThanOrEqual(0.5 + 1e-9);
        },
      ),
      { numRuns: 100 },
    );
  });
});
