import type { Product } from 'shared-contracts';
import { productCarousel } from '../lib/carousel-presets';
import { Carousel } from './carousel';
import { ProductCard, ProductCardSkeleton } from './product-card';

interface Props {
  title: string;
  products: readonly Product[] | undefined;
  autoplayMs: 3000 | 5000;
  testId?: string;
}

/** A row of product cards (the theme's 5-on-desktop preset); skeleton cards hold its height while loading. */
export function ProductCarousel({ title, products, autoplayMs, testId }: Props) {
  const preset = productCarousel(autoplayMs);
  return (
    <section className="cat-carousel" aria-label={title} data-testid={testId}>
      <h2 className="cat-section-title">{title}</h2>
      {products ? (
        <Carousel options={preset.options} autoplayMs={preset.autoplayMs} className="cat-embla-products">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </Carousel>
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
