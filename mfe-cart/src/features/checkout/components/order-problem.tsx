import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes } from 'shared-contracts';
import type { OrderProblem } from '../hooks/use-place-order';

/** Why the order was not placed; the lines concerned are named and stay in the cart. */
export function OrderProblemMessage({ problem }: { problem: OrderProblem }) {
  const intl = useIntl();
  if (problem.kind === 'failed' || problem.kind === 'no-answer') {
    return (
      <p className="cart-alert" role="alert">
        <FormattedMessage
          id={problem.kind === 'failed' ? 'checkout.error.failed' : 'checkout.error.noAnswer'}
        />
      </p>
    );
  }
  return (
    <div className="cart-alert" role="alert">
      <p>
        <FormattedMessage
          id={problem.kind === 'out-of-stock' ? 'checkout.error.outOfStock' : 'checkout.error.notOrderable'}
          values={{ names: intl.formatList(problem.names, { type: 'conjunction' }) }}
        />
      </p>
      <Link to={routes.cart()}>
        <FormattedMessage id="checkout.error.toCart" />
      </Link>
    </div>
  );
}
