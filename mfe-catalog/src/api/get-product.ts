import { PRODUCTS_PREFIX, productByIdResponseSchema } from 'shared-contracts';
import { api } from '../lib/api-client';

/** GET get-product-by-id: the detail block's product with its prev/next neighbours. */
export async function getProduct(productId: number, signal?: AbortSignal) {
  const answer = await api.get(
    `${PRODUCTS_PREFIX}/public-products/get-product-by-id`,
    productByIdResponseSchema,
    { query: { productId }, ...(signal ? { signal } : {}) },
  );
  return answer.responseData.data;
}
