import { PRODUCTS_PREFIX, productByIdResponseSchema } from 'shared-contracts';
import { api } from '../lib/api-client';

export async function getProduct(productId: number, signal?: AbortSignal) {
  const answer = await api.get(
    `${PRODUCTS_PREFIX}/public-products/get-product-by-id`,
    productByIdResponseSchema,
    {
      query: { productId },
      ...(signal ? { signal } : {}),
    },
  );
  return answer.responseData.data;
}
