import {
  PRODUCTS_PREFIX,
  productListResponseSchema,
  type ProductListQuery,
  type ProductSort,
  type ApiClient,
} from 'shared-contracts';

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
export async function getProducts(client: ApiClient, params: ProductListParams, signal?: AbortSignal) {
  const { isSale, ...rest } = params;
  const query: Query = { ...rest, isSale: isSale ? 'true' : undefined };
  const answer = await client.get(
    `${PRODUCTS_PREFIX}/public-products/get-products-by-category-id`,
    productListResponseSchema,
    { query, ...(signal ? { signal } : {}) },
  );
  return answer.responseData;
}

/** One page of a listing as the API answers it: the rows and how many match in all. */
export type ProductListPage = Awaited<ReturnType<typeof getProducts>>;
