import type { Product } from 'shared-contracts';
import { productCarousel } from '../lib/carousel-presets';
import { Carousel } from './carousel';
import { ProductCard } from './product-card';

interface Props {
  title: string;
  products: readonly Product[];
  autoplayMs: 3000 | 5000;
  testId?: string;
}

/** A row of product cards (the theme's 5-on-desktop preset). */
export function ProductCarousel({ title, products, autoplayMs, testId }: Props) {
  const preset = productCarousel(autoplayMs);
  return (
    <section className="cat-carousel" aria-label={title} data-testid={testId}>
      <h2 className="cat-section-title">{title}</h2>
      <Carousel options={preset.options} autoplayMs={preset.autoplayMs} className="cat-slider-products">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </Carousel>
    </section>
  );
}
