import { FormattedDate, FormattedMessage } from 'react-intl';
import type { trackOrder } from '../api/track-order';

export type TrackedOrder = Awaited<ReturnType<typeof trackOrder>>['responseData']['data'];

/** An order's current status and the steps it went through (the account's and the guest's tracking). */
export function OrderStatusHistory({ order }: { order: TrackedOrder }) {
  return (
    <>
      <p>
        <FormattedMessage id="tracking.current" />{' '}
        <strong className={`acc-status acc-status-${order.status}`} data-testid="acc-tracking-status">
          <FormattedMessage id={`status.${order.status}`} />
        </strong>
      </p>
      <ol className="acc-history" data-testid="acc-tracking-history">
        {order.history.map((step) => (
          <li key={`${step.status}-${step.at}`}>
            <FormattedMessage id={`status.${step.status}`} />{' '}
            <FormattedDate value={step.at} dateStyle="medium" timeStyle="short" />
            {step.note && <span className="acc-history-note"> — {step.note}</span>}
          </li>
        ))}
      </ol>
    </>
  );
}
