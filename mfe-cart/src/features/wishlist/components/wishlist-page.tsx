import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes } from 'shared-contracts';
import { LineImage } from '../../../components/line-image';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { usePrice } from '../../../components/use-price';
import { useWishlist } from '../../../store/use-cart';
import { removeFromWishlist } from '../../../store/wishlist-rules';
import { wishlistStore } from '../../../store/wishlist-service';
import { useMoveToCart } from '../hooks/use-move-to-cart';

/** The wishlist view: each wished product, to move into the cart or remove. */
export function WishlistPage() {
  const intl = useIntl();
  const items = useWishlist();
  const price = usePrice();
  const { busy, move } = useMoveToCart();
  if (!items) return <PagePlaceholder titleId="wishlist.title" />;

  return (
    <section className="cart-page">
      <h1>
        <FormattedMessage id="wishlist.title" />
      </h1>
      {items.length === 0 ? (
        <div className="cart-empty">
          <p>
            <FormattedMessage id="wishlist.empty" />
          </p>
          <Link to={routes.shop()} className="cart-button">
            <FormattedMessage id="page.continue" />
          </Link>
        </div>
      ) : (
        <ul className="cart-lines">
          {items.map((item) => (
            <li key={item.name} className="cart-line cart-wishlist-line" data-product-id={item.id}>
              <LineImage images={item.prodImageList} />
              <div className="cart-line-main">
                <Link className="cart-line-name" to={routes.product(item)}>
                  {item.name}
                </Link>
                <span>{item.price === null ? '—' : price.euros(item.price)}</span>
              </div>
              <button
                type="button"
                className="cart-button"
                disabled={busy === item.name}
                aria-busy={busy === item.name}
                onClick={() => void move(item)}
              >
                <FormattedMessage id="wishlist.moveToCart" />
              </button>
              <button
                type="button"
                className="cart-icon-button"
                aria-label={intl.formatMessage({ id: 'page.removeLine' }, { name: item.name })}
                onClick={() => wishlistStore().update((all) => removeFromWishlist(all, item.name))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
