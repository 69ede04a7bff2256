import { MESSAGES, type ProductProblem } from 'shared-contracts';
import { priceNow } from '../catalog/offer-price';
import type { Queryable } from '../db/database';
import type { PricedProduct } from './pricing';

export interface OrderableProduct extends PricedProduct {
  id: number;
  name: string;
  stock: number;
}

interface ProductRow {
  id: number;
  name: string;
  price_cents: number | null;
  stock: number | null;
  approved: boolean;
  b2b_discount_flag: boolean;
  b2b_discount_percent: number;
}

/** A 400 or 409 naming the products concerned (the error envelope plus productIds). */
export class ProductProblemError extends Error {
  constructor(
    readonly statusCode: 400 | 409,
    readonly body: ProductProblem,
  ) {
    super(body.message);
  }
}

export function productProblem(
  status: 400 | 409,
  code: 'cannotAddToCart' | 'outOfStock',
  productIds: number[],
) {
  const text = MESSAGES[code];
  return new ProductProblemError(status, { message: text, data: text, code, productIds });
}

/**
 * The products of an order or a re-price, by id. Unknown, unapproved, unpriced products and
 * products without a stock number cannot be bought (spec §5, 'This product cannot be added to cart').
 * price_cents is the price that holds at the moment of the statement's transaction (offer-price.ts):
 * a line whose offer ended while it sat in the cart is priced at the regular price.
 */
export async function loadOrderableProducts(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, OrderableProduct>> {
  const unique = [...new Set(ids)];
  const { rows } = await db.query<ProductRow>(
    `SELECT id, name, ${priceNow('p')} AS price_cents, stock, approved, b2b_discount_flag, b2b_discount_percent
     FROM products p WHERE id = ANY($1::int[])`,
    [unique],
  );
  const found = new Map<number, OrderableProduct>();
  for (const row of rows) {
    const { price_cents: priceCents, stock } = row;
    if (row.approved && priceCents !== null && stock !== null)
      found.set(row.id, { ...row, price_cents: priceCents, stock });
  }
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) throw productProblem(400, 'cannotAddToCart', missing);
  return found;
}
