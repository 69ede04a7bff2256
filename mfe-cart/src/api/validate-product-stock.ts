import { PRODUCTS_PREFIX, validateStockResponseSchema } from 'shared-contracts';
import { apiClient } from '../lib/api-client';

/** POST validate-product-stock (spec §7): whether `stock` pieces are available, and the stock now. */
export async function validateProductStock(productId: number, stock: number) {
  const answer = await apiClient.post(
    `${PRODUCTS_PREFIX}/public-products/validate-product-stock`,
    validateStockResponseSchema,
    {
      query: { productId, stock },
    },
  );
  return answer.responseData.data;
}
