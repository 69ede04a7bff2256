import { useIntl } from 'react-intl';
import { ProductCarousel } from '../../components/product-carousel';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { FeaturedCategories } from './featured-categories';
import { HeroCarousel } from './hero-carousel';
import type { HomeData } from './home-loader';
import { SaleTeaser } from './sale-teaser';

export function HomePage({ data }: { data: HomeData }) {
  const intl = useIntl();
  useDocumentMeta(
    intl.formatMessage({ id: 'meta.homeTitle' }),
    intl.formatMessage({ id: 'meta.homeDescription' }),
  );
  return (
    <div className="cat-home">
      <HeroCarousel products={data.products} />
      <FeaturedCategories categories={data.categories} products={data.products} />
      <ProductCarousel
        title={intl.formatMessage({ id: 'home.newArrivals' })}
        products={data.products}
        autoplayMs={3000}
        testId="home-new-arrivals"
      />
      <SaleTeaser count={data.sale.count} />
      <ProductCarousel
        title={intl.formatMessage({ id: 'home.saleRow' })}
        products={data.sale.products}
        autoplayMs={5000}
        testId="home-sale"
      />
    </div>
  );
}
