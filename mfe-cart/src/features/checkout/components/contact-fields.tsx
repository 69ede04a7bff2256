import { useIntl } from 'react-intl';
import type { CheckoutField, CheckoutForm, FieldErrors } from '../lib/checkout-form';
import { TextField } from './text-field';

interface ContactFieldsProps {
  form: CheckoutForm;
  errors: FieldErrors;
  change(field: CheckoutField, value: string): void;
}

/** Contact: a guest checks out with an email address; a signed-in buyer finds it filled in. */
export function ContactFields({ form, errors, change }: ContactFieldsProps) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <fieldset className="cart-fieldset">
      <legend>{label('checkout.contact')}</legend>
      <TextField
        label={label('field.email')}
        type="email"
        value={form.email}
        error={errors.email}
        required
        autoComplete="email"
        onChange={(v) => change('email', v)}
      />
      <div className="cart-field-row">
        <TextField
          label={label('field.firstName')}
          value={form.firstName}
          error={errors.firstName}
          required
          autoComplete="given-name"
          onChange={(v) => change('firstName', v)}
        />
        <TextField
          label={label('field.lastName')}
          value={form.lastName}
          error={errors.lastName}
          required
          autoComplete="family-name"
          onChange={(v) => change('lastName', v)}
        />
      </div>
      <TextField
        label={label('field.phone')}
        type="tel"
        value={form.phone}
        error={errors.phone}
        autoComplete="tel"
        onChange={(v) => change('phone', v)}
      />
    </fieldset>
  );
}
