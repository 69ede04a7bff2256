import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatPrice, fromBcp47, routes, toCents, type Product } from 'shared-contracts';
import { AddToCartButton } from './add-to-cart-button';

export function ProductCard({ product }: { product: Product }) {
  const intl = useIntl();
  const image = product.prodImageList[0];
  return (
    <article className="cat-card" data-product-id={product.id}>
      <Link to={routes.product(product)} className="cat-card-link">
        {image ? (
          <img
            src={`${image.imageURL}?w=640`}
            alt={product.name}
            width={300}
            height={338}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className="cat-card-noimage" />
        )}
        <h3 className="cat-card-name">{product.name}</h3>
      </Link>
      <p className="cat-card-brand">{product.brand}</p>
      <p className="cat-card-price">
        {product.price === null ? '—' : formatPrice(toCents(product.price), fromBcp47(intl.locale))}
      </p>
      <AddToCartButton product={product} />
    </article>
  );
}
