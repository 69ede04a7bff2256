import { useIntl } from 'react-intl';
import { bus, useBusState, type Product } from 'shared-contracts';

/**
 * Asks the cart team (which owns the wishlist) to toggle; shows the state the cart last announced.
 * The wishlist lives in the browser: the server and the hydrating first render draw "not listed"
 * (the card's icon keeps its fixed size; on the product page the add button beside it takes up
 * what the longer label needs), and the browser's state follows right after.
 */
export function WishlistButton({ product, compact = false }: { product: Product; compact?: boolean }) {
  const intl = useIntl();
  const wishlist = useBusState('cart:wishlist-changed');
  // Wishlist items are keyed by name (spec §3).
  const listed = wishlist?.items.some((item) => item.name === product.name) ?? false;
  const label = intl.formatMessage({ id: listed ? 'product.wishlistRemove' : 'product.wishlistAdd' });
  return (
    <button
      type="button"
      className={compact ? 'cat-icon-button cat-wish' : 'cat-button-secondary cat-wish'}
      aria-pressed={listed}
      aria-label={compact ? label : undefined}
      title={label}
      onClick={() =>
        bus.publish('catalog:wishlist-toggle-requested', {
          id: product.id,
          name: product.name,
          price: product.price,
          prodImageList: product.prodImageList,
        })
      }
    >
      <span aria-hidden="true">{listed ? '♥' : '♡'}</span>
      {!compact && <span>{label}</span>}
    </button>
  );
}
