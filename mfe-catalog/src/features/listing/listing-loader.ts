import type { Category, PageLoader, ProductFilters } from 'shared-contracts';
import { getCategories } from '../../api/get-categories';
import { getProductFilters } from '../../api/get-product-filters';
import { getProducts, type ProductListPage } from '../../api/get-products';
import { loaderClient, orNullWhenNotThere } from '../../lib/page-loader';
import { readListingState, toProductQuery, type ListingKind } from './listing-state';

/** What a listing draws for its address. */
export interface ListingData {
  /**
   * The page of products the address asks for (search, category, filters, sort, page), or null
   * when the API refused the query: a category that is not there (any more), a price range it
   * cannot take. The listing then says so, and its filters and sort still work.
   */
  products: ProductListPage | null;
  /** The filter panel's facets for the listing's category, or null when the API refused them. */
  filters: ProductFilters | null;
  /** The category the address names, when it exists: the listing's title. */
  category: Category | null;
}

/** A page whose address is a category: without one that exists, there is no such page (404). */
const namesCategory = (kind: ListingKind) => kind === 'category' || kind === 'category-page';

/**
 * A listing's data, read from its address as the listing reads it (listing-state.ts): the page
 * of products, the filter panel's facets and, when the address names a category, that category.
 */
export function listingLoader(kind: ListingKind): PageLoader {
  return async (args) => {
    const { url, params, signal } = args;
    const state = readListingState(kind, url.searchParams, params.slug);
    // A slug without a -{id}, a categoryId that is not one: no category, so no page.
    if (namesCategory(kind) && state.categoryId === 0) return { found: false };
    const client = loaderClient(args);
    const [products, filters, categories] = await Promise.all([
      orNullWhenNotThere(getProducts(client, toProductQuery(state), signal)),
      orNullWhenNotThere(getProductFilters(client, state.categoryId, signal)),
      state.categoryId === 0 ? [] : getCategories(client, signal),
    ]);
    const category = categories.find((candidate) => candidate.id === state.categoryId) ?? null;
    if (namesCategory(kind) && !category) return { found: false };
    const data: ListingData = { products, filters, category };
    return { found: true, data };
  };
}
