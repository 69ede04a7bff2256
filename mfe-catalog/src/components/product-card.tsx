import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes, type Product } from 'shared-contracts';
import { useAddToCart } from '../lib/use-add-to-cart';
import { useIsBusinessUser } from '../lib/use-is-business-user';
import { Price } from './price';
import { ProductImage } from './product-image';
import { QuickViewButton } from './quick-view-button';
import { WishlistButton } from './wishlist-button';

interface Props {
  product: Product;
  priority?: boolean;
  /** One below the heading the cards sit under: a carousel's h2, or a listing's h1. */
  headingLevel?: 2 | 3;
}

/** A product in a grid or carousel: picture, name, price, and add (one piece, delivery), quick view, wishlist. */
export function ProductCard({ product, priority = false, headingLevel = 3 }: Props) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
      <Heading className="cat-card-name" id={`${id}-name`}>
        <Link to={routes.product(product)}>{product.name}</Link>
      </Heading>
      <Price product={product} />
      {/* Named by the product and what the button shows ('… Uitverkocht' when sold out), so the
          name holds the visible text and tells the 25 buttons of a page apart. */}
      <button
        type="button"
        id={`${id}-add`}
        className="cat-button cat-card-add"
        onClick={() => void add(1, 'normal')}
        disabled={soldOut || busy}
        aria-labelledby={`${id}-name ${id}-add`}
      >
        <FormattedMessage id={soldOut ? 'product.soldOut' : 'product.addToCart'} />
      </button>
    </article>
  );
}
