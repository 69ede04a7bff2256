import type { APIRequestContext } from '@playwright/test';

/** The catalogue as the API answers it, so journeys compare the page with the server, not with constants. */
const LISTING = '/products/api/v1/public-products/get-products-by-category-id';

export interface ApiProduct {
  id: number;
  name: string;
  price: number | null;
  number: number | null;
  isSale?: boolean;
  prodImageList: Array<{ imageURL: string; imageViewType: string }>;
}

export interface ApiListing {
  recordsFiltered: number;
  data: ApiProduct[];
}

export type ListingQuery = Record<string, string | number | boolean>;

export async function apiListing(request: APIRequestContext, query: ListingQuery = {}): Promise<ApiListing> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await request.get(`${LISTING}?${params.toString()}`);
  if (!response.ok()) throw new Error(`listing ${params.toString()} answered ${response.status()}`);
  return ((await response.json()) as { responseData: ApiListing }).responseData;
}

export interface ApiFacets {
  colors: Array<{ value: string; count: number }>;
  brands: Array<{ value: string; count: number }>;
}

export async function apiFilters(request: APIRequestContext, categoryId = 0): Promise<ApiFacets> {
  const response = await request.get(
    `/products/api/v1/public-products/get-product-filters?categoryId=${categoryId}`,
  );
  return ((await response.json()) as { responseData: { data: ApiFacets } }).responseData.data;
}

export interface ApiDetail extends ApiProduct {
  brand: string;
  prev: { slug: string; name: string } | null;
  next: { slug: string; name: string } | null;
}

export async function apiProduct(request: APIRequestContext, productId: number): Promise<ApiDetail> {
  const response = await request.get(
    `/products/api/v1/public-products/get-product-by-id?productId=${productId}`,
  );
  return ((await response.json()) as { responseData: { data: ApiDetail } }).responseData.data;
}

/**
 * The first product (newest first, so away from the ones other journeys pick by default order)
 * that fits, looked for page by page through the whole catalogue.
 */
export async function findProduct(
  request: APIRequestContext,
  fits: (product: ApiProduct) => boolean,
): Promise<ApiProduct> {
  for (let draw = 1; draw < 100; draw += 1) {
    const page = await apiListing(request, { draw, length: 100, sort: 'newest' });
    const found = page.data.find(fits);
    if (found) return found;
    if (page.data.length < 100) break;
  }
  throw new Error('no product in the catalogue fits');
}
