import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes } from 'shared-contracts';
import { trackOrder } from '../api/track-order';
import { useRemoteData } from '../api/use-remote-data';

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
      {order.state === 'ready' && (
        <>
          <p>
            <FormattedMessage id="tracking.current" />{' '}
            <strong
              className={`acc-status acc-status-${order.data.status}`}
              data-testid="acc-tracking-status"
            >
              <FormattedMessage id={`status.${order.data.status}`} />
            </strong>
          </p>
          <ol className="acc-history">
            {order.data.history.map((step) => (
              <li key={`${step.status}-${step.at}`}>
                <FormattedMessage id={`status.${step.status}`} />{' '}
                <FormattedDate value={step.at} dateStyle="medium" timeStyle="short" />
                {step.note && <span className="acc-history-note"> — {step.note}</span>}
              </li>
            ))}
          </ol>
        </>
      )}
      <Link to={routes.account({ tabId: 3 })}>
        <FormattedMessage id="tracking.back" />
      </Link>
    </section>
  );
}
