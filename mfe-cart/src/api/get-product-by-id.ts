import { PRODUCTS_PREFIX, productByIdResponseSchema } from 'shared-contracts';
import { apiClient } from '../lib/api-client';

/** GET get-product-by-id: the product as it is now (price, stock), before a wishlist item joins the cart. */
export async function getProductById(productId: number) {
  const answer = await apiClient.get(
    `${PRODUCTS_PREFIX}/public-products/get-product-by-id`,
    productByIdResponseSchema,
    {
      query: { productId },
    },
  );
  return answer.responseData.data;
}
