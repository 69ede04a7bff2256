import { toCents, totalsOf, type CartItem, type Cents, type Totals } from 'shared-contracts';
import type { ServerPrices } from '../store/repricer';

export interface LinePrices {
  /** The unit price this shopper pays; undefined until the server has answered for the product. */
  unit?: Cents;
  /** The price before any business discount. */
  list?: Cents;
  total?: Cents;
  /** The product's stock as the server answered it. */
  stock?: number;
}

/** A line's prices as the server answered them (store/repricer.ts), never the stored ones. */
export function linePrices(line: CartItem, prices: ServerPrices | undefined): LinePrices {
  const server = prices?.lines.get(line.id);
  if (!server) return {};
  const unit = toCents(server.price);
  return { unit, list: toCents(server.listPrice), total: unit * line.qty, stock: server.stock };
}

/** The cart's totals, once the server has answered for every line; undefined before. */
export function cartTotals(items: readonly CartItem[], prices: ServerPrices | undefined): Totals | undefined {
  const units = items.map((line) => linePrices(line, prices).unit);
  if (units.some((unit) => unit === undefined)) return undefined;
  return totalsOf(items.map((line, i) => ({ unitCents: units[i]!, qty: line.qty })));
}

/** Whether any line is shown at a business price (below the price before discounts). */
export function hasBusinessPrices(items: readonly CartItem[], prices: ServerPrices | undefined): boolean {
  return items.some((line) => {
    const { unit, list } = linePrices(line, prices);
    return unit !== undefined && list !== undefined && unit < list;
  });
}

/** The server could not answer and some line has no price to show: the cart says so. */
export function pricesMissing(items: readonly CartItem[], prices: ServerPrices | undefined): boolean {
  return Boolean(prices?.failed) && items.some((line) => !prices?.lines.has(line.id));
}
