import {
  PRODUCTS_PREFIX,
  defaultProductsResponseSchema,
  productListResponseSchema,
  type ProductListQuery,
} from 'shared-contracts';
import { api } from '../lib/api-client';

export type ProductListParams = Partial<Omit<ProductListQuery, 'isSale'>> & { isSale?: boolean };

export async function getProducts(params: ProductListParams, signal?: AbortSignal) {
  const { isSale, ...rest } = params;
  const answer = await api.get(
    `${PRODUCTS_PREFIX}/public-products/get-products-by-category-id`,
    productListResponseSchema,
    {
      query: { ...rest, isSale: isSale ? 'true' : undefined },
      ...(signal ? { signal } : {}),
    },
  );
  return answer.responseData;
}

export async function getDefaultProducts(signal?: AbortSignal) {
  const answer = await api.get(
    `${PRODUCTS_PREFIX}/public-products/get-default-approved-products`,
    defaultProductsResponseSchema,
    {
      ...(signal ? { signal } : {}),
    },
  );
  return answer.responseData.data;
}
