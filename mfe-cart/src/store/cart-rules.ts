import { QUANTITY_MIN, type CartItem, type OrderType } from 'shared-contracts';
import type { ServerLines } from '../api/get-shipping-detail';

/**
 * The cart rules of spec §4 as pure functions over an immutable list. A line is identified by
 * name plus orderType: the same product may sit in the cart once for delivery and once reserved.
 */
export type LineKey = Pick<CartItem, 'name' | 'orderType'>;

export const sameLine = (a: LineKey, b: LineKey) => a.name === b.name && a.orderType === b.orderType;

export const lineKeyText = (line: LineKey) => `${line.name}|${line.orderType}`;

/** Add merges by name + orderType and sums the quantities, otherwise appends. */
export function addItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  const existing = items.find((line) => sameLine(line, item));
  if (!existing) return [...items, item];
  return items.map((line) =>
    line === existing ? { ...line, qty: line.qty + item.qty, number: item.number ?? line.number } : line,
  );
}

/** Remove deletes by name + orderType. */
export function removeItem(items: readonly CartItem[], key: LineKey): CartItem[] {
  return items.filter((line) => !sameLine(line, key));
}

/** Removes every line named by the keys (the lines of a placed order). */
export function removeLines(items: readonly CartItem[], keys: readonly LineKey[]): CartItem[] {
  return items.filter((line) => !keys.some((key) => sameLine(line, key)));
}

/** Update replaces the list. */
export function updateItems(_items: readonly CartItem[], next: readonly CartItem[]): CartItem[] {
  return [...next];
}

/** Clear empties it. */
export function clearItems(): CartItem[] {
  return [];
}

/** Clear by orderType removes only lines of that type. */
export function clearByOrderType(items: readonly CartItem[], orderType: OrderType): CartItem[] {
  return items.filter((line) => line.orderType !== orderType);
}

/** Quantity already in the cart for a product (all order types), for the stock check. */
export function quantityInCart(items: readonly CartItem[], productId: number): number {
  return items.filter((line) => line.id === productId).reduce((sum, line) => sum + line.qty, 0);
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.qty, 0);
}

/**
 * The most a line may hold: the stock known for the product minus what its other lines (the
 * other order type) already hold. Unknown stock leaves the line unbounded above.
 */
export function maxQuantity(items: readonly CartItem[], key: LineKey): number {
  const line = items.find((candidate) => sameLine(candidate, key));
  if (!line || line.number === undefined) return Number.POSITIVE_INFINITY;
  const elsewhere = quantityInCart(items, line.id) - line.qty;
  return Math.max(QUANTITY_MIN, line.number - elsewhere);
}

/**
 * Stored lines above the stock they carry (written by an old tab, or by hand) are cut to it, so
 * the cart, the checkout and the header's count never show a quantity the shop cannot sell.
 */
export function withinStock(items: CartItem[]): CartItem[] {
  let cut = false;
  const next = items.map((line) => {
    const max = maxQuantity(items, line);
    if (line.qty <= max) return line;
    cut = true;
    return { ...line, qty: max };
  });
  return cut ? next : items;
}

/** Quantity selector rule (spec §5): clamped into 1..max; anything not a number changes nothing. */
export function clampQuantity(requested: number, current: number, max: number): number {
  if (!Number.isFinite(requested)) return current;
  return Math.min(Math.max(Math.trunc(requested), QUANTITY_MIN), max);
}

/** Sets one line's quantity, kept within its stock bounds. */
export function setQuantity(items: readonly CartItem[], key: LineKey, qty: number): CartItem[] {
  const max = maxQuantity(items, key);
  return items.map((line) =>
    sameLine(line, key) ? { ...line, qty: clampQuantity(qty, line.qty, max) } : line,
  );
}

/**
 * Takes the server's answer into the lines (store/repricer.ts): its unit price, its price before any
 * business discount, and its stock, to which each line is then cut. Answers the list itself when
 * nothing changes, so nothing is written.
 */
export function applyServerLines(items: readonly CartItem[], lines: ServerLines): readonly CartItem[] {
  let changed = false;
  const next = items.map((line) => {
    const server = lines.get(line.id);
    if (!server) return line;
    const { price, listPrice, stock } = server;
    if (line.price === price && line.listPrice === listPrice && line.number === stock) return line;
    changed = true;
    return { ...line, price, listPrice, number: stock };
  });
  const bounded = withinStock(next);
  return changed || bounded !== next ? bounded : items;
}
