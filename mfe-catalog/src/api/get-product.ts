import { PRODUCTS_PREFIX, productByIdResponseSchema, type ApiClient } from 'shared-contracts';
import { isNotThere } from '../lib/page-loader';

/** GET get-product-by-id: the detail block's product with its prev/next neighbours. */
export async function getProduct(client: ApiClient, productId: number, signal?: AbortSignal) {
  const answer = await client.get(
    `${PRODUCTS_PREFIX}/public-products/get-product-by-id`,
    productByIdResponseSchema,
    { query: { productId }, ...(signal ? { signal } : {}) },
  );
  return answer.responseData.data;
}

/**
 * What a failed product read tells the visitor: the product is not there (404, or an id the server
 * refuses), or it could not be loaded now (the server failed or did not answer): not "gone".
 */
export function productReadProblem(error: Error): 'product.notFound' | 'product.loadFailed' {
  return isNotThere(error) ? 'product.notFound' : 'product.loadFailed';
}
