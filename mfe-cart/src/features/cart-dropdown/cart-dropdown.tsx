import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { routes } from 'shared-contracts';
import { itemCount } from '../../store/cart-rules';
import { useCart } from '../../store/use-cart';

/** The header's cart: the number of pieces, linking to the cart page. */
export function CartDropdown() {
  const items = useCart();
  const count = itemCount(items);
  return (
    <Link to={routes.cart()} className="cart-dropdown-toggle">
      <FormattedMessage id="dropdown.label" />{' '}
      <span className="cart-count" data-testid="cart-count" aria-live="polite">
        {count}
      </span>
    </Link>
  );
}
