import { FormattedMessage } from 'react-intl';
import type { Product } from 'shared-contracts';
import { ProductCard } from './product-card';

export function ProductGrid({ products }: { products: readonly Product[] }) {
  if (products.length === 0) {
    return (
      <p className="cat-empty">
        <FormattedMessage id="listing.empty" />
      </p>
    );
  }
  return (
    <div className="cat-grid" data-testid="product-grid">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}
