import {
  fromCents,
  ORDERS_PREFIX,
  shippingDetailResponseSchema,
  toCents,
  type CartItem,
} from 'shared-contracts';
import { apiClient } from '../lib/api-client';

/** What the server answers for a product in the cart: the caller's unit price, the price before any business discount, the stock now. */
export interface ServerLine {
  price: number;
  listPrice: number;
  stock: number;
}
export type ServerLines = ReadonlyMap<number, ServerLine>;

/**
 * POST get-order-shipping-detail (spec §7): the server's price and stock for each line, for every
 * shopper. The unit price is subTotal / qty, as the spec says; the server rounds its unit price
 * first, so this is exact. The cart does not know whether a product is on sale; the server ignores
 * the flag for pricing.
 */
export async function getShippingDetail(
  items: readonly CartItem[],
  signal?: AbortSignal,
): Promise<ServerLines> {
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
  const lines = new Map<number, ServerLine>();
  for (const { productId, qty, subTotal, listPrice, stock } of answer.responseData.data
    .productOrderCalculation) {
    if (qty > 0)
      lines.set(productId, { price: fromCents(Math.round(toCents(subTotal) / qty)), listPrice, stock });
  }
  return lines;
}
