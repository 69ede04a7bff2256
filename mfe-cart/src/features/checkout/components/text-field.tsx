import { useId, type InputHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  /** A message id of the cart's translations, when the field is wrong. */
  error?: string | undefined;
  onChange(value: string): void;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, value, error, onChange, required, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="cart-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      {error && (
        <p id={errorId} className="cart-field-error" role="alert">
          <FormattedMessage id={error} />
        </p>
      )}
    </div>
  );
}
