import { useId } from 'react';
import { useIntl } from 'react-intl';
import { COUNTRIES, type CheckoutField, type CheckoutForm, type FieldErrors } from '../lib/checkout-form';
import { TextField } from './text-field';

interface AddressFieldsProps {
  form: CheckoutForm;
  errors: FieldErrors;
  change(field: CheckoutField, value: string): void;
}

/** The delivery address; country names in the shown language. */
export function AddressFields({ form, errors, change }: AddressFieldsProps) {
  const intl = useIntl();
  const countryId = useId();
  const label = (id: string) => intl.formatMessage({ id });
  const regions = new Intl.DisplayNames([intl.locale], { type: 'region' });
  return (
    <fieldset className="cart-fieldset">
      <legend>{label('checkout.address')}</legend>
      <div className="cart-field-row">
        <TextField
          label={label('field.street')}
          value={form.street}
          error={errors.street}
          required
          autoComplete="address-line1"
          onChange={(v) => change('street', v)}
        />
        <TextField
          label={label('field.houseNumber')}
          value={form.houseNumber}
          error={errors.houseNumber}
          required
          autoComplete="address-line2"
          onChange={(v) => change('houseNumber', v)}
        />
      </div>
      <div className="cart-field-row">
        <TextField
          label={label('field.postalCode')}
          value={form.postalCode}
          error={errors.postalCode}
          required
          autoComplete="postal-code"
          onChange={(v) => change('postalCode', v)}
        />
        <TextField
          label={label('field.city')}
          value={form.city}
          error={errors.city}
          required
          autoComplete="address-level2"
          onChange={(v) => change('city', v)}
        />
      </div>
      <div className="cart-field">
        <label htmlFor={countryId}>{label('field.country')}</label>
        <select
          id={countryId}
          value={form.country}
          autoComplete="country"
          onChange={(event) => change('country', event.target.value)}
        >
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {regions.of(code) ?? code}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
