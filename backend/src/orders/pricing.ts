import type { Cents } from 'shared-contracts';

export interface PricedProduct {
  price_cents: number;
  b2b_discount_flag: boolean;
  b2b_discount_percent: number;
}

/**
 * The unit price (incl. VAT) a buyer pays. A confirmed business account gets the product's B2B
 * discount when the product's flag is set; everyone else the list price.
 *
 * Rounding: the discounted UNIT price is rounded to the cent, half up, in integer arithmetic
 * (1999 at 15% = 1699.15 → 1699; 1990 at 25% = 1492.5 → 1493); a line is then unit × qty. So the
 * client's unit price = subTotal / qty is always exact, and two lines of one product always agree.
 */
export function unitPriceCents(product: PricedProduct, confirmedBusiness: boolean): Cents {
  if (!confirmedBusiness || !product.b2b_discount_flag || product.b2b_discount_percent <= 0)
    return product.price_cents;
  return Math.floor((product.price_cents * (100 - product.b2b_discount_percent) + 50) / 100);
}
