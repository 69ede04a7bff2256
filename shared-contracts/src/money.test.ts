import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formatPrice, netOfGross, toCents, totalsOf, vatOfGross } from './money';

describe('VAT of a gross amount (21%)', () => {
  it('is gross × 21/121, so €121.00 holds €21.00 VAT and €100.00 net', () => {
    expect(vatOfGross(12100)).toBe(2100);
    expect(netOfGross(12100)).toBe(10000);
  });

  it('always adds back up: net + VAT = gross, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (gross) => {
        expect(netOfGross(gross) + vatOfGross(gross)).toBe(gross);
      }),
    );
  });

  it('is within half a cent of the exact fraction', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (gross) => {
        expect(Math.abs(vatOfGross(gross) - (gross * 21) / 121)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('totals of cart lines', () => {
  it('sum line totals exactly in cents, whatever the number of lines', () => {
    const line = fc.record({
      unitCents: fc.integer({ min: 1, max: 100_000 }),
      qty: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (lines) => {
        const totals = totalsOf(lines);
        expect(totals.gross).toBe(lines.reduce((sum, l) => sum + l.unitCents * l.qty, 0));
        expect(totals.net + totals.vat).toBe(totals.gross);
      }),
    );
  });

  it('convert two-decimal euro prices to cents without float drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(toCents(cents / 100)).toBe(cents);
      }),
    );
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});

describe('price formatting', () => {
  it('shows the euro sign and two decimals in each locale format', () => {
    expect(formatPrice(1250, 'nl_NL')).toBe('€\u00a012,50');
    expect(formatPrice(1250, 'en_US')).toBe('€12.50');
    expect(formatPrice(123456, 'de_DE')).toBe('1.234,56\u00a0€');
    expect(formatPrice(1250, 'fr_CA')).toMatch(/^12,50\s€$/);
  });

  it('always has exactly two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_00 }), (cents) => {
        expect(formatPrice(cents, 'en_US')).toMatch(/\.\d{2}$/);
      }),
    );
  });
});
