import { defaultProductsResponseSchema, PRODUCTS_PREFIX } from 'shared-contracts';
import { api } from '../lib/api-client';

/** GET get-default-approved-products: the home page's products. */
export async function getDefaultProducts(signal?: AbortSignal) {
  const answer = await api.get(
    `${PRODUCTS_PREFIX}/public-products/get-default-approved-products`,
    defaultProductsResponseSchema,
    signal ? { signal } : {},
  );
  return answer.responseData.data;
}
