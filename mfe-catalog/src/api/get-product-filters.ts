import { PRODUCTS_PREFIX, productFiltersResponseSchema, type ApiClient } from 'shared-contracts';

/** GET get-product-filters: the facets (with counts) and the price span of a category. */
export async function getProductFilters(client: ApiClient, categoryId: number, signal?: AbortSignal) {
  const answer = await client.get(
    `${PRODUCTS_PREFIX}/public-products/get-product-filters`,
    productFiltersResponseSchema,
    { query: { categoryId }, ...(signal ? { signal } : {}) },
  );
  return answer.responseData.data;
}
