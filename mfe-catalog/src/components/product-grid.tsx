import type { Product } from 'shared-contracts';
import { ProductCard } from './product-card';

/**
 * A page of a listing, every card of it in the HTML the server sends (crawlers follow each
 * product's link; nothing is added below the fold afterwards).
 */
export function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <div className="cat-grid" data-testid="product-grid">
      {products.map((product, index) => (
        // The first row is above the fold on a desktop: those load at once. The cards' names are
        // the headings right under the listing's h1.
        <ProductCard key={product.id} product={product} priority={index < 2} headingLevel={2} />
      ))}
    </div>
  );
}
