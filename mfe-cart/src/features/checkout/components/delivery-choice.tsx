import { FormattedMessage, useIntl } from 'react-intl';
import type { Delivery } from '../lib/checkout-form';

interface DeliveryChoiceProps {
  value: Delivery;
  /** The cart holds reservations, which are always collected. */
  collectOnly: boolean;
  onChange(value: Delivery): void;
}

/** Delivery to an address, or collection at the collection point. */
export function DeliveryChoice({ value, collectOnly, onChange }: DeliveryChoiceProps) {
  const intl = useIntl();
  const shown = collectOnly ? 'collection' : value;
  return (
    <fieldset className="cart-fieldset cart-delivery">
      <legend>{intl.formatMessage({ id: 'checkout.delivery' })}</legend>
      {(['delivery', 'collection'] as const).map((option) => (
        <label key={option} className="cart-radio">
          <input
            type="radio"
            name="delivery"
            value={option}
            checked={shown === option}
            disabled={collectOnly && option === 'delivery'}
            onChange={() => onChange(option)}
          />
          <span>
            <FormattedMessage id={`checkout.delivery.${option}`} />
          </span>
        </label>
      ))}
      {collectOnly && (
        <p className="cart-note">
          <FormattedMessage id="checkout.reservationCollected" />
        </p>
      )}
      {shown === 'collection' && (
        <p className="cart-note">
          <FormattedMessage id="checkout.collectionPoint" />
        </p>
      )}
    </fieldset>
  );
}
