import {
  fromCents,
  ORDERS_PREFIX,
  shippingDetailResponseSchema,
  toCents,
  type CartItem,
} from 'shared-contracts';
import { apiClient } from '../lib/api-client';

export type UnitPrices = ReadonlyMap<number, number>;

/**
 * POST get-order-shipping-detail (spec §7): the server's price for each line. The unit price is
 * subTotal / qty, as the spec says; the server rounds its unit price first, so this is exact.
 * The cart does not know whether a product is on sale; the server ignores the flag for pricing.
 */
export async function getShippingDetail(
  items: readonly CartItem[],
  signal?: AbortSignal,
): Promise<UnitPrices> {
  const body = items.map((item) => ({
    productId: item.id,
    qty: item.qty,
    isReserve: item.orderType === 'reservation',
    isProductOnSale: false,
  }));
  const answer = await apiClient.post(
    `${ORDERS_PREFIX}/get-order-shipping-detail`,
    shippingDetailResponseSchema,
    {
      body,
      signal,
    },
  );
  const prices = new Map<number, number>();
  for (const line of answer.responseData.data.productOrderCalculation) {
    if (line.qty > 0) prices.set(line.productId, fromCents(Math.round(toCents(line.subTotal) / line.qty)));
  }
  return prices;
}
