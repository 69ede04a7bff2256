import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'shared-contracts/react-router';
import { GuestOrderTracking } from './guest-order-tracking';

/** /pages/track-order?order={orderNumber}: any shopper, signed in or not, follows an order. */
export function TrackOrderPage() {
  const [params] = useSearchParams();
  return (
    <section className="acc-page acc-track-order">
      <h1>
        <FormattedMessage id="trackOrder.title" />
      </h1>
      <GuestOrderTracking initialOrderNumber={params.get('order') ?? ''} />
    </section>
  );
}
