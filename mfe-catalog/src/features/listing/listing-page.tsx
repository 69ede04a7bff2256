import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MIN_SEARCH_WORD_LENGTH, PRODUCT_PAGE_SIZE } from 'shared-contracts';
import { ProductGrid } from '../../components/product-grid';
import { useMediaQuery } from '../../lib/use-media-query';
import { FilterPanel } from './filter-panel';
import type { ListingData } from './listing-loader';
import { listingTitle } from './listing-title';
import type { ListingKind } from './listing-state';
import { ListingStatus } from './listing-status';
import { Pagination } from './pagination';
import { SortSelect } from './sort-select';
import { useListingState } from './use-listing-state';

/** /shop, /cat/{slug}-{id}, /categories/categorypage/?categoryId= and the sale page: one listing. */
export function ListingPage({ kind, data }: { kind: ListingKind; data: ListingData }) {
  const intl = useIntl();
  const { state, update, pageHref } = useListingState(kind);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Beside the grid from 992 px (listing.css); narrower, they stay behind their button, and their
  // 180-odd elements are drawn only once it is first pressed, then kept, with any half-typed
  // price, while the panel closes and opens again. The server cannot know the width: it draws
  // them, and a phone drops them once hydrated (hidden behind their button there, so unseen).
  const filtersBeside = useMediaQuery('(min-width: 992px)', true);
  const [filtersWanted, setFiltersWanted] = useState(false);
  const drawFilters = filtersBeside || filtersWanted;
  const { products, searchTooShort, filters, category } = data;

  const title = listingTitle(intl, kind, category, state.search);
  const count = products?.recordsFiltered;
  const pageCount = count === undefined ? 0 : Math.ceil(count / PRODUCT_PAGE_SIZE);

  return (
    <section className="cat-listing">
      <h1 className="cat-page-title">{title}</h1>
      <div className="cat-listing-layout">
        <aside className="cat-listing-aside">
          <button
            type="button"
            className="cat-button-secondary cat-filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls="cat-filters-panel"
            onClick={() => {
              setFiltersWanted(true);
              setFiltersOpen((open) => !open);
            }}
          >
            <FormattedMessage id="filters.title" />
          </button>
          <div
            id="cat-filters-panel"
            className={filtersOpen ? 'cat-filters-panel is-open' : 'cat-filters-panel'}
          >
            {filters === null && (
              <p className="cat-error cat-filters-failed" role="status" data-testid="filters-failed">
                <FormattedMessage id="filters.failed" />
              </p>
            )}
            {drawFilters && (
              <FilterPanel kind={kind} filters={filters ?? undefined} state={state} onChange={update} />
            )}
          </div>
        </aside>
        <div className="cat-listing-main">
          <div className="cat-toolbar">
            <ListingStatus count={count} page={state.page} />
            <SortSelect value={state.sort} onChange={(sort) => update({ sort })} />
          </div>
          {/* A search the API refuses (listing-loader.ts): what to type instead of the results. */}
          {searchTooShort && (
            <p role="alert" className="cat-error" data-testid="search-too-short">
              <FormattedMessage id="search.tooShort" values={{ min: MIN_SEARCH_WORD_LENGTH }} />
            </p>
          )}
          {products === null && !searchTooShort && (
            <p role="alert" className="cat-error">
              <FormattedMessage
                id={category === null && state.categoryId ? 'listing.noCategory' : 'listing.error'}
              />
            </p>
          )}
          {products !== null &&
            (products.data.length === 0 ? (
              <div className="cat-empty" data-testid="listing-empty">
                <p>
                  <FormattedMessage id="listing.empty" />
                </p>
              </div>
            ) : (
              <ProductGrid products={products.data} />
            ))}
          <Pagination page={state.page} pageCount={pageCount} href={pageHref} />
        </div>
      </div>
    </section>
  );
}
