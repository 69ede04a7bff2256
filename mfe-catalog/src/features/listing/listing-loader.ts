import {
  isSearchAcceptable,
  type ApiClient,
  type Category,
  type PageLoader,
  type ProductFilters,
} from 'shared-contracts';
import { getCategories } from '../../api/get-categories';
import { getProductFilters } from '../../api/get-product-filters';
import { getProducts, type ProductListPage } from '../../api/get-products';
import { loaderClient, orNullOnFailure, orNullWhenNotThere } from '../../lib/page-loader';
import { readListingState, toProductQuery, type ListingKind } from './listing-state';

/** What a listing draws for its address. */
export interface ListingData {
  /**
   * The page of products the address asks for (search, category, filters, sort, page), or null
   * when the API refused the query: a category that is not there (any more), a price range it
   * cannot take. The listing then says so, and its filters and sort still work.
   */
  products: ProductListPage | null;
  /**
   * The address's search has no word of MIN_SEARCH_WORD_LENGTH characters (shared-contracts'
   * search.ts): the header's form sent without the page's scripts, or a typed address. The API
   * would refuse it, so no products are asked for (products is null) and the listing says what
   * to type instead.
   */
  searchTooShort: boolean;
  /**
   * The filter panel's facets for the listing's category, or null when they could not be read
   * (refused, a 5xx, a time-out): the panel says so, and the products are drawn all the same.
   */
  filters: ProductFilters | null;
  /**
   * The category the address names, when it exists: the listing's title. A category page cannot
   * do without it (without one there is no such page); for /shop?categoryId= it is only the
   * title, so it is null there too when the categories could not be read.
   */
  category: Category | null;
}

/** A page whose address is a category: without one that exists, there is no such page (404). */
const namesCategory = (kind: ListingKind) => kind === 'category' || kind === 'category-page';

/** Every category, to find the one the address names: none asked for when it names none. */
async function categoriesFor(kind: ListingKind, categoryId: number, client: ApiClient, signal: AbortSignal) {
  if (categoryId === 0) return [];
  const call = getCategories(client, signal);
  return namesCategory(kind) ? call : ((await orNullOnFailure(call, signal)) ?? []);
}

/**
 * A listing's data, read from its address as the listing reads it (listing-state.ts): the page
 * of products, the filter panel's facets and, when the address names a category, that category.
 * The products (and a category page's category) are the page: their failure is the load's. The
 * facets are one part of it: their failure is theirs alone.
 */
export function listingLoader(kind: ListingKind): PageLoader {
  return async (args) => {
    const { url, params, signal } = args;
    const state = readListingState(kind, url.searchParams, params.slug);
    // A slug without a -{id}, a categoryId that is not one: no category, so no page.
    if (namesCategory(kind) && state.categoryId === 0) return { found: false };
    const client = loaderClient(args);
    const searchTooShort = !isSearchAcceptable(state.search);
    const [products, filters, categories] = await Promise.all([
      searchTooShort ? null : orNullWhenNotThere(getProducts(client, toProductQuery(state), signal)),
      orNullOnFailure(getProductFilters(client, state.categoryId, signal), signal),
      categoriesFor(kind, state.categoryId, client, signal),
    ]);
    const category = categories.find((candidate) => candidate.id === state.categoryId) ?? null;
    if (namesCategory(kind) && !category) return { found: false };
    const data: ListingData = { products, searchTooShort, filters, category };
    return { found: true, data };
  };
}
