import { FormattedMessage, useIntl } from 'react-intl';
import { ProductCarousel } from '../../components/product-carousel';
import { FeaturedCategories } from './featured-categories';
import { HeroCarousel } from './hero-carousel';
import type { HomeData } from './home-loader';
import { SaleTeaser } from './sale-teaser';

/**
 * The home page, section by section: a section whose data could not be read (null, see
 * home-loader.ts) says so or is left out, and the others are drawn as usual.
 */
export function HomePage({ data }: { data: HomeData }) {
  const intl = useIntl();
  const { products, categories, sale } = data;
  return (
    <div className="cat-home">
      {/* Its words and links stand without the products; only their pictures are missing then. */}
      <HeroCarousel products={products ?? []} />
      {products === null && (
        <p role="alert" className="cat-error">
          <FormattedMessage id="listing.error" />
        </p>
      )}
      {categories !== null && <FeaturedCategories categories={categories} products={products ?? []} />}
      {products !== null && (
        <ProductCarousel
          title={intl.formatMessage({ id: 'home.newArrivals' })}
          products={products}
          autoplayMs={3000}
          testId="home-new-arrivals"
        />
      )}
      <SaleTeaser count={sale?.count} />
      {sale !== null && (
        <ProductCarousel
          title={intl.formatMessage({ id: 'home.saleRow' })}
          products={sale.products}
          autoplayMs={5000}
          testId="home-sale"
        />
      )}
    </div>
  );
}
