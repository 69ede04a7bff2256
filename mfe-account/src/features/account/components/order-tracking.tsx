import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes } from 'shared-contracts';
import { trackOrder } from '../api/track-order';
import { useRemoteData } from '../api/use-remote-data';
import { OrderStatusHistory } from './order-status-history';

/** track={orderNumber}: the order's current status and its history (track-order, as its owner). */
export function OrderTracking({ orderNumber }: { orderNumber: string }) {
  const order = useRemoteData(orderNumber, () => trackOrder(orderNumber).then((a) => a.responseData.data));
  return (
    <section className="acc-tracking" aria-labelledby="acc-tracking-title">
      <h2 id="acc-tracking-title">
        <FormattedMessage id="tracking.title" values={{ orderNumber }} />
      </h2>
      {order.state === 'loading' && (
        <p aria-busy="true">
          <FormattedMessage id="account.loading" />
        </p>
      )}
      {order.state === 'failed' && (
        <p role="alert">
          <FormattedMessage id="tracking.notFound" />
        </p>
      )}
      {order.state === 'ready' && <OrderStatusHistory order={order.data} />}
      <Link to={routes.account({ tabId: 3 })}>
        <FormattedMessage id="tracking.back" />
      </Link>
    </section>
  );
}
