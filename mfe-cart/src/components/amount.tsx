import { FormattedMessage } from 'react-intl';
import type { Cents } from 'shared-contracts';
import { usePrice } from './use-price';

/**
 * An amount the server answered, or, until it has, a placeholder of a price's size (cart.css), so
 * nothing moves when the price fills in and no price from storage is ever shown.
 */
export function Amount({ cents }: { cents: Cents | undefined }) {
  const price = usePrice();
  if (cents !== undefined) return <>{price.cents(cents)}</>;
  return (
    <span className="cart-price-pending" aria-busy="true">
      <FormattedMessage id="price.pending" />
    </span>
  );
}
