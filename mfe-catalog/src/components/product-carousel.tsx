import { useIntl } from 'react-intl';
import type { Product } from 'shared-contracts';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { prefersReducedMotion, productCarousel } from '../lib/carousel-presets';
import { ProductCard, ProductCardSkeleton } from './product-card';

interface Props {
  title: string;
  products: readonly Product[] | undefined;
  autoplayMs: 3000 | 5000;
  testId?: string;
}

/** A row of product cards (the theme's 5-on-desktop preset); skeleton cards hold its height while loading. */
export function ProductCarousel({ title, products, autoplayMs, testId }: Props) {
  const intl = useIntl();
  const options = productCarousel(autoplayMs);
  if (prefersReducedMotion()) delete options.autoplay;
  return (
    <section className="cat-carousel" aria-label={title} data-testid={testId}>
      <h2 className="cat-section-title">{title}</h2>
      {products ? (
        <Swiper
          {...options}
          modules={[Navigation, Pagination, Autoplay, A11y]}
          navigation
          pagination={{ clickable: true }}
          a11y={{
            prevSlideMessage: intl.formatMessage({ id: 'carousel.previous' }),
            nextSlideMessage: intl.formatMessage({ id: 'carousel.next' }),
          }}
        >
          {products.map((product) => (
            <SwiperSlide key={product.id}>
              <ProductCard product={product} />
            </SwiperSlide>
          ))}
        </Swiper>
      ) : (
        <div className="cat-carousel-skeleton" aria-hidden="true">
          {Array.from({ length: 5 }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      )}
    </section>
  );
}
