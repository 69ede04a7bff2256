import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes } from 'shared-contracts';

/** What the cart and the checkout show when there is nothing in the cart. */
export function EmptyCart() {
  return (
    <div className="cart-empty">
      <p>
        <FormattedMessage id="page.empty" />
      </p>
      <Link to={routes.shop()} className="cart-button">
        <FormattedMessage id="page.continue" />
      </Link>
    </div>
  );
}
