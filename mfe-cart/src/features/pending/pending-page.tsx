import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { routes } from 'shared-contracts';

/** Checkout and the wishlist view are not open yet; say so plainly and lead back to the cart. */
export function PendingPage({ titleId }: { titleId: string }) {
  return (
    <section className="cart-page">
      <h1>
        <FormattedMessage id={titleId} />
      </h1>
      <p>
        <FormattedMessage id="pending.body" />
      </p>
      <Link to={routes.cart()}>
        <FormattedMessage id="pending.back" />
      </Link>
    </section>
  );
}
