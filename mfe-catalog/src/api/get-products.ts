import {
  PRODUCTS_PREFIX,
  productListResponseSchema,
  type ProductListQuery,
  type ProductSort,
} from 'shared-contracts';
import { api } from '../lib/api-client';

/** What a listing asks for; absent values are not sent (maxPrice only when it is not the default). */
export interface ProductListParams {
  categoryId?: number;
  draw?: number;
  start?: number;
  length?: number;
  searchByName?: string;
  color?: string;
  size?: string;
  brand?: string;
  type?: string;
  minPrice?: number;
  maxPrice?: number;
  isSale?: boolean;
  sort?: ProductSort;
}

type Query = Partial<Record<keyof ProductListQuery, string | number | undefined>>;

/** GET get-products-by-category-id (spec §7): one page of a listing, DataTables shape. */
export async function getProducts(params: ProductListParams, signal?: AbortSignal) {
  const { isSale, ...rest } = params;
  const query: Query = { ...rest, isSale: isSale ? 'true' : undefined };
  const answer = await api.get(
    `${PRODUCTS_PREFIX}/public-products/get-products-by-category-id`,
    productListResponseSchema,
    { query, ...(signal ? { signal } : {}) },
  );
  return answer.responseData;
}
