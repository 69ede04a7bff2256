import type { Product } from 'shared-contracts';
import { useRenderedCount } from '../lib/use-rendered-count';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** Cards drawn at once: two desktop rows of four, three rows on a phone; the rest when idle. */
const FIRST_CARDS = 8;

export function ProductGrid({ products }: { products: readonly Product[] }) {
  const shown = useRenderedCount(products.length, FIRST_CARDS);
  return (
    <div className="cat-grid" data-testid="product-grid">
      {products.slice(0, shown).map((product, index) => (
        // The first row is above the fold on a desktop: those load at once.
        <ProductCard key={product.id} product={product} priority={index < 2} />
      ))}
    </div>
  );
}

export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div className="cat-grid" aria-hidden="true" data-testid="product-grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
