import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes, type Product } from 'shared-contracts';
import { useAddToCart } from '../lib/use-add-to-cart';
import { useIsBusinessUser } from '../lib/use-is-business-user';
import { Price } from './price';
import { ProductImage } from './product-image';
import { QuickViewButton } from './quick-view-button';
import { WishlistButton } from './wishlist-button';

/** A product in a grid or carousel: picture, name, price, and add (one piece, delivery), quick view, wishlist. */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const intl = useIntl();
  const business = useIsBusinessUser();
  const { add, busy } = useAddToCart(product);
  const soldOut = product.number === 0;
  return (
    <article className="cat-card" data-product-id={product.id}>
      <div className="cat-card-media">
        <Link to={routes.product(product)} tabIndex={-1} aria-hidden="true">
          <ProductImage
            image={product.prodImageList[0]}
            alt=""
            width={320}
            height={360}
            priority={priority}
          />
        </Link>
        <div className="cat-card-badges">
          {product.isSale && (
            <span className="cat-badge cat-badge-sale">
              <FormattedMessage id="card.sale" />
            </span>
          )}
          {business && product.productB2BDiscountFlag && (
            <span className="cat-badge cat-badge-b2b">
              <FormattedMessage id="product.businessDiscount" />
            </span>
          )}
        </div>
        <div className="cat-card-tools">
          <WishlistButton product={product} compact />
        </div>
        <QuickViewButton product={product} />
      </div>
      <p className="cat-card-brand">{product.brand}</p>
      <h3 className="cat-card-name">
        <Link to={routes.product(product)}>{product.name}</Link>
      </h3>
      <Price product={product} />
      <button
        type="button"
        className="cat-button cat-card-add"
        onClick={() => void add(1, 'normal')}
        disabled={soldOut || busy}
        aria-label={intl.formatMessage({ id: 'card.addToCartOf' }, { name: product.name })}
      >
        <FormattedMessage id={soldOut ? 'product.soldOut' : 'product.addToCart'} />
      </button>
    </article>
  );
}
