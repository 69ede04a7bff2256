import { useState } from 'react';
import type { OrderType, Product } from 'shared-contracts';
import { requestAddToCart, type AddToCartOutcome } from './add-to-cart';

/** requestAddToCart for a button: busy until the cart has answered, so a double click adds once. */
export function useAddToCart(product: Product) {
  const [busy, setBusy] = useState(false);
  const add = async (qty: number, orderType: OrderType): Promise<AddToCartOutcome | undefined> => {
    if (busy) return undefined;
    setBusy(true);
    try {
      return await requestAddToCart(product, qty, orderType);
    } finally {
      setBusy(false);
    }
  };
  return { add, busy };
}
