import { defaultProductsResponseSchema, PRODUCTS_PREFIX, type ApiClient } from 'shared-contracts';

/** GET get-default-approved-products: the home page's products. */
export async function getDefaultProducts(client: ApiClient, signal?: AbortSignal) {
  const answer = await client.get(
    `${PRODUCTS_PREFIX}/public-products/get-default-approved-products`,
    defaultProductsResponseSchema,
    signal ? { signal } : {},
  );
  return answer.responseData.data;
}
