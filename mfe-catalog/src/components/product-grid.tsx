import type { Product } from 'shared-contracts';
import { ProductCard, ProductCardSkeleton } from './product-card';

export function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <div className="cat-grid" data-testid="product-grid">
      {products.map((product, index) => (
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
