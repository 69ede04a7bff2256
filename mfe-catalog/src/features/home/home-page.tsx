import { FormattedMessage, useIntl } from 'react-intl';
import { getCategories } from '../../api/get-categories';
import { getDefaultProducts } from '../../api/get-default-products';
import { getProducts } from '../../api/get-products';
import { ProductCarousel } from '../../components/product-carousel';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useRequest } from '../../lib/use-request';
import { FeaturedCategories } from './featured-categories';
import { HeroCarousel } from './hero-carousel';
import { SaleTeaser } from './sale-teaser';

const SALE_ROW = 10;

export function HomePage() {
  const intl = useIntl();
  const products = useRequest('default-products', (signal) => getDefaultProducts(signal));
  const categories = useRequest('categories', () => getCategories());
  const sale = useRequest('home-sale', (signal) =>
    getProducts({ isSale: true, draw: 1, start: 0, length: SALE_ROW, sort: 'newest' }, signal),
  );
  useDocumentMeta(
    intl.formatMessage({ id: 'meta.homeTitle' }),
    intl.formatMessage({ id: 'meta.homeDescription' }),
  );
  const defaults = products.status === 'success' ? products.data : undefined;

  return (
    <div className="cat-home">
      {defaults ? (
        <HeroCarousel products={defaults} />
      ) : (
        <div className="cat-hero cat-hero-pending" aria-busy="true" />
      )}
      {products.status === 'error' && (
        <p role="alert" className="cat-error">
          <FormattedMessage id="listing.error" />
        </p>
      )}
      {categories.status !== 'error' && (
        <FeaturedCategories
          categories={categories.status === 'success' ? categories.data : undefined}
          products={defaults ?? []}
        />
      )}
      <ProductCarousel
        title={intl.formatMessage({ id: 'home.newArrivals' })}
        products={defaults}
        autoplayMs={3000}
        testId="home-new-arrivals"
      />
      <SaleTeaser count={sale.status === 'success' ? sale.data.recordsFiltered : undefined} />
      {sale.status !== 'error' && (
        <ProductCarousel
          title={intl.formatMessage({ id: 'home.saleRow' })}
          products={sale.status === 'success' ? sale.data.data : undefined}
          autoplayMs={5000}
          testId="home-sale"
        />
      )}
    </div>
  );
}
