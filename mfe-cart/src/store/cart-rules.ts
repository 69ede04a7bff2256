import type { CartItem, OrderType } from 'shared-contracts';

/**
 * The cart rules of spec §4 as pure functions over an immutable list. A line is identified by
 * name plus orderType: the same product may sit in the cart once for delivery and once reserved.
 */
const sameLine = (a: Pick<CartItem, 'name' | 'orderType'>, b: Pick<CartItem, 'name' | 'orderType'>) =>
  a.name === b.name && a.orderType === b.orderType;

/** Add merges by name + orderType and sums the quantities, otherwise appends. */
export function addItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  const existing = items.find((line) => sameLine(line, item));
  if (!existing) return [...items, item];
  return items.map((line) =>
    line === existing ? { ...line, qty: line.qty + item.qty, number: item.number ?? line.number } : line,
  );
}

/** Remove deletes by name + orderType. */
export function removeItem(
  items: readonly CartItem[],
  key: Pick<CartItem, 'name' | 'orderType'>,
): CartItem[] {
  return items.filter((line) => !sameLine(line, key));
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
