import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { netOfGross, toCents, totalsOf, vatOfGross } from 'shared-contracts';

const lines = fc.array(
  fc.record({ unitCents: fc.integer({ min: 0, max: 500_000 }), qty: fc.integer({ min: 1, max: 500 }) }),
  { maxLength: 40 },
);

describe('VAT arithmetic (spec §9: VAT = gross × 21/121, net = gross − VAT)', () => {
  it('gross is the sum of unit price × quantity, and net + VAT add back up to it', () => {
    fc.assert(
      fc.property(lines, (cart) => {
        const totals = totalsOf(cart);
        expect(totals.gross).toBe(cart.reduce((sum, line) => sum + line.unitCents * line.qty, 0));
        expect(totals.net + totals.vat).toBe(totals.gross);
        expect(Number.isInteger(totals.vat)).toBe(true);
      }),
    );
  });

  it('VAT is gross × 21/121 to within half a cent, never negative and never above the gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (gross) => {
        const vat = vatOfGross(gross);
        expect(Math.abs(vat - (gross * 21) / 121)).toBeLessThanOrEqual(0.5);
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(vat).toBeLessThanOrEqual(gross);
        expect(netOfGross(gross)).toBe(gross - vat);
      }),
    );
  });

  it('the order of the lines does not change the totals', () => {
    fc.assert(fc.property(lines, (cart) => expect(totalsOf([...cart].reverse())).toEqual(totalsOf(cart))));
  });

  it('known figures: € 121,00 holds € 21,00 VAT; € 24,95 × 3 holds € 12,99', () => {
    expect(totalsOf([{ unitCents: toCents(121), qty: 1 }])).toEqual({ gross: 12100, vat: 2100, net: 10000 });
    expect(totalsOf([{ unitCents: toCents(24.95), qty: 3 }])).toEqual({ gross: 7485, vat: 1299, net: 6186 });
  });
});
