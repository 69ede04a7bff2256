import { PRODUCTS_PREFIX, validateStockResponseSchema } from 'shared-contracts';
import { api } from '../lib/api-client';

export interface StockCheck {
  available: boolean;
  /** The stock now. */
  number: number;
}

/** POST validate-product-stock?productId&stock: the availability check before an add (spec §5). */
export async function validateProductStock(productId: number, stock: number): Promise<StockCheck> {
  const answer = await api.post(
    `${PRODUCTS_PREFIX}/public-products/validate-product-stock`,
    validateStockResponseSchema,
    { query: { productId, stock } },
  );
  return answer.responseData.data;
}
