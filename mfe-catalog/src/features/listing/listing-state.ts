import {
  categoryIdFromSlug,
  PRICE_FILTER_MAX_DEFAULT,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  type ProductSort,
} from 'shared-contracts';
import type { ProductListParams } from '../../api/get-products';

export type ListingKind = 'shop' | 'category' | 'sale' | 'category-page';

export const FACETS = ['color', 'size', 'brand', 'type'] as const;
export type Facet = (typeof FACETS)[number];

/** Everything a listing shows, all of it in the URL so back, forward and reload keep it. */
export interface ListingState {
  search: string;
  categoryId: number;
  facets: Record<Facet, string[]>;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sale: boolean;
  sort: ProductSort;
  page: number;
}

const positiveInt = (text: string | null | undefined): number | undefined => {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

const price = (text: string | null): number | undefined => {
  const value = Number.parseFloat(text ?? '');
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

const list = (text: string | null): string[] =>
  (text ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/** Reads the listing from the address; anything malformed falls back to its default. */
export function readListingState(kind: ListingKind, params: URLSearchParams, slug?: string): ListingState {
  const sort = params.get('sort');
  const categoryId =
    kind === 'category' ? categoryIdFromSlug(slug ?? '') : positiveInt(params.get('categoryId'));
  return {
    search: (params.get('search') ?? '').trim(),
    categoryId: kind === 'sale' ? 0 : (categoryId ?? 0),
    facets: {
      color: list(params.get('color')),
      size: list(params.get('size')),
      brand: list(params.get('brand')),
      type: list(params.get('type')),
    },
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    sale: kind === 'sale' || params.get('isSale') === 'true',
    sort: PRODUCT_SORTS.find((candidate) => candidate === sort) ?? 'default',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** Writes a changed state back, keeping what the route itself carries (categoryId, isSale). */
export function writeListingState(kind: ListingKind, state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (kind === 'shop' || kind === 'category-page') {
    if (state.categoryId > 0 || kind === 'category-page') params.set('categoryId', String(state.categoryId));
  }
  for (const facet of FACETS)
    if (state.facets[facet].length) params.set(facet, state.facets[facet].join(','));
  if (state.minPrice !== undefined && state.minPrice > 0) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined && state.maxPrice !== PRICE_FILTER_MAX_DEFAULT)
    params.set('maxPrice', String(state.maxPrice));
  if (state.sale) params.set('isSale', 'true');
  if (state.sort !== 'default') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Whether a price range can be applied: two amounts of 0 or more, the first not above the second. */
export function isPriceRange(min: number, max: number): boolean {
  return Number.isFinite(min) && Number.isFinite(max) && min >= 0 && max >= 0 && min <= max;
}

/**
 * The address asks for a minimum above the maximum: the price form sent without JavaScript (the
 * page's form refuses it in the browser). The listing then shows what it shows without a range,
 * and the price form says why (price-filter.tsx).
 */
export function priceRangeRefused(state: Pick<ListingState, 'minPrice' | 'maxPrice'>): boolean {
  return !isPriceRange(state.minPrice ?? 0, state.maxPrice ?? PRICE_FILTER_MAX_DEFAULT);
}

/**
 * The API query of a listing: pages of 25, start = (draw − 1) × length, maxPrice only when changed,
 * and no price range when the address's is refused.
 */
export function toProductQuery(state: ListingState): ProductListParams {
  const query: ProductListParams = {
    categoryId: state.categoryId,
    draw: state.page,
    length: PRODUCT_PAGE_SIZE,
    start: (state.page - 1) * PRODUCT_PAGE_SIZE,
  };
  if (state.sort !== 'default') query.sort = state.sort;
  if (state.search) query.searchByName = state.search;
  for (const facet of FACETS) if (state.facets[facet].length) query[facet] = state.facets[facet].join(',');
  if (!priceRangeRefused(state)) {
    if (state.minPrice !== undefined && state.minPrice > 0) query.minPrice = state.minPrice;
    if (state.maxPrice !== undefined && state.maxPrice !== PRICE_FILTER_MAX_DEFAULT)
      query.maxPrice = state.maxPrice;
  }
  if (state.sale) query.isSale = true;
  return query;
}
