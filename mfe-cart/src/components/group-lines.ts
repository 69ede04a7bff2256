import { ORDER_TYPES, type CartItem, type OrderType } from 'shared-contracts';

/** Lines grouped by orderType (normal first, then reservation), empty groups left out. */
export function groupByOrderType(
  items: readonly CartItem[],
): Array<{ orderType: OrderType; lines: CartItem[] }> {
  return ORDER_TYPES.map((orderType) => ({
    orderType,
    lines: items.filter((line) => line.orderType === orderType),
  })).filter((group) => group.lines.length > 0);
}
