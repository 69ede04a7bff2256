import { useCallback, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'shared-contracts/react-router';
import { routes } from 'shared-contracts';
import { itemCount } from '../../../store/cart-rules';
import { useCart, useWishlist } from '../../../store/use-cart';
import { useAddedPopup } from '../hooks/use-added-popup';
import { useDismiss } from '../hooks/use-dismiss';
import { CartIcon, HeartIcon } from '../../../components/icons';
import { AddedPopup } from './added-popup';
import { CountBadge } from './count-badge';
import { DropdownPanel } from './dropdown-panel';

/**
 * The header's cart: the wishlist heart, the cart link with its count, a button that opens the
 * lines, and the 'Successfully added.' popup after an add.
 */
export function CartDropdown() {
  const intl = useIntl();
  const items = useCart();
  const wishlist = useWishlist();
  const { added, close: closePopup } = useAddedPopup();
  const { pathname } = useLocation();
  // The panel remembers the page it was opened on, so moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = useCallback((next: boolean) => setOpenOn(next ? pathname : null), [pathname]);
  const container = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const closeAll = useCallback(() => {
    setOpen(false);
    closePopup();
  }, [closePopup, setOpen]);
  useDismiss(open || added !== null, container, closeAll);
  // Not known on the server nor while hydrating: the badges keep their box and fill in after.
  const count = items && itemCount(items);

  return (
    <div className="cart-dropdown" ref={container}>
      {/* Named by what it shows (the word for screen readers only, as the cart's on a phone): the
          name holds the count a shopper sees and could say to voice control. */}
      <Link to={routes.wishlist()} className="cart-wishlist-link">
        <HeartIcon />
        <span className="cart-visually-hidden">
          <FormattedMessage id="wishlist.title" />
        </span>{' '}
        <CountBadge count={wishlist?.length} className="cart-wishlist-count" testId="wishlist-count" />
      </Link>
      <Link to={routes.cart()} className="cart-dropdown-toggle">
        <CartIcon />
        <span className="cart-dropdown-label">
          <FormattedMessage id="dropdown.label" />
        </span>{' '}
        <CountBadge count={count} className="cart-count" testId="cart-count" announce />
      </Link>
      <button
        type="button"
        className="cart-dropdown-open"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage({ id: 'dropdown.open' })}
        onClick={() => {
          closePopup();
          setOpen(!open);
        }}
      >
        <span aria-hidden="true">▾</span>
      </button>
      {open && items && <DropdownPanel id={panelId} items={items} onNavigate={() => setOpen(false)} />}
      {added && !open && <AddedPopup item={added.item} addedQty={added.addedQty} onClose={closePopup} />}
    </div>
  );
}
