import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes, toCents, type Order } from 'shared-contracts';
import { usePrice } from '../../../components/use-price';

/** The order number and the way to track it (the account team's tracking page, for guests too). */
export function OrderConfirmation({ order }: { order: Order }) {
  const price = usePrice();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="cart-page cart-confirmation">
      <h1 ref={heading} tabIndex={-1}>
        <FormattedMessage id="confirmation.title" />
      </h1>
      <p>
        <FormattedMessage
          id="confirmation.number"
          values={{ number: <strong data-testid="order-number">{order.orderNumber}</strong> }}
        />
      </p>
      <p>
        <FormattedMessage id="confirmation.email" values={{ email: order.email }} />
      </p>
      <p>
        <FormattedMessage id={`confirmation.${order.delivery}`} />
      </p>
      <p>
        <FormattedMessage id="page.total" />: <strong>{price.euros(order.total)}</strong>{' '}
        <FormattedMessage id="confirmation.vat" values={{ vat: price.cents(toCents(order.vat)) }} />
      </p>
      <div className="cart-popup-actions">
        <Link to={routes.trackOrder({ order: order.orderNumber })} className="cart-button">
          <FormattedMessage id="confirmation.track" />
        </Link>
        <Link to={routes.home()} className="cart-button cart-button-secondary">
          <FormattedMessage id="page.continue" />
        </Link>
      </div>
    </section>
  );
}
