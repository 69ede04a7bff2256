import { FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { categoryIdFromSlug, PRODUCT_PAGE_SIZE } from 'shared-contracts';
import { useRequest } from '../../lib/use-request';
import { getProducts, type ProductListParams } from '../../api/get-products';
import { ProductGrid } from '../../components/product-grid';

export type ListingKind = 'shop' | 'category' | 'sale' | 'category-page';

/** What the URL asks for, per kind of listing page (spec §2 routes). */
function useListingParams(kind: ListingKind): ProductListParams {
  const [searchParams] = useSearchParams();
  const { slug } = useParams();
  const draw = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const params: ProductListParams = {
    draw,
    length: PRODUCT_PAGE_SIZE,
    start: (draw - 1) * PRODUCT_PAGE_SIZE,
  };
  const search = searchParams.get('search');
  if (search) params.searchByName = search;
  if (kind === 'category') params.categoryId = categoryIdFromSlug(slug ?? '') ?? 0;
  else params.categoryId = Number.parseInt(searchParams.get('categoryId') ?? '0', 10) || 0;
  if (kind === 'sale') params.isSale = true;
  return params;
}

export function ListingPage({ kind }: { kind: ListingKind }) {
  const params = useListingParams(kind);
  const state = useRequest(JSON.stringify(params), (signal) => getProducts(params, signal));
  return (
    <section className="cat-listing" aria-busy={state.status === 'loading'}>
      <h1>
        <FormattedMessage id={kind === 'sale' ? 'listing.saleTitle' : 'listing.title'} />
      </h1>
      {state.status === 'error' && (
        <p role="alert" className="cat-error">
          <FormattedMessage id="listing.error" />
        </p>
      )}
      {state.status === 'success' && (
        <>
          <p className="cat-count" data-testid="result-count">
            <FormattedMessage id="listing.count" values={{ count: state.data.recordsFiltered }} />
          </p>
          <ProductGrid products={state.data.data} />
        </>
      )}
    </section>
  );
}
