import { PRODUCTS_PREFIX, productFiltersResponseSchema } from 'shared-contracts';
import { api } from '../lib/api-client';

/** GET get-product-filters: the facets (with counts) and the price span of a category. */
export async function getProductFilters(categoryId: number, signal?: AbortSignal) {
  const answer = await api.get(
    `${PRODUCTS_PREFIX}/public-products/get-product-filters`,
    productFiltersResponseSchema,
    { query: { categoryId }, ...(signal ? { signal } : {}) },
  );
  return answer.responseData.data;
}
