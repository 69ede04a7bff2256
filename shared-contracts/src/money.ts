import { VAT_PERCENT } from './constants';
import { toBcp47, type LocaleCode } from './entities/language';

/**
 * Money is computed in whole euro cents so that sums never drift (docs/architecture.md). The API
 * carries euros with at most two decimals; convert at the edge with toCents/fromCents.
 */
export type Cents = number;

export function toCents(euros: number): Cents {
  // euros * 100 of a two-decimal amount is within 1e-9 of an integer; rounding removes the noise.
  return Math.round(euros * 100);
}

export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** VAT included in a gross (VAT-inclusive) amount: gross × 21/121, rounded to the cent. */
export function vatOfGross(grossCents: Cents, vatPercent = VAT_PERCENT): Cents {
  return Math.round((grossCents * vatPercent) / (100 + vatPercent));
}

/** Net = gross − VAT, so that net + VAT always adds back up to the gross shown. */
export function netOfGross(grossCents: Cents, vatPercent = VAT_PERCENT): Cents {
  return grossCents - vatOfGross(grossCents, vatPercent);
}

export function lineTotalCents(unitCents: Cents, qty: number): Cents {
  return unitCents * qty;
}

export interface Totals {
  gross: Cents;
  vat: Cents;
  net: Cents;
}

/** Totals of a list of lines; VAT is taken once over the gross sum, as an invoice does. */
export function totalsOf(lines: ReadonlyArray<{ unitCents: Cents; qty: number }>): Totals {
  const gross = lines.reduce((sum, line) => sum + lineTotalCents(line.unitCents, line.qty), 0);
  const vat = vatOfGross(gross);
  return { gross, vat, net: gross - vat };
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A price with the euro sign and two decimals in the locale's own format (nl: `€ 12,50`). */
export function formatPrice(cents: Cents, locale: LocaleCode): string {
  const tag = toBcp47(locale);
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(tag, formatter);
  }
  return formatter.format(fromCents(cents));
}
