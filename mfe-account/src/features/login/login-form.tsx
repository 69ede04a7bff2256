import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors, loginFormSchema, type MessageId } from 'shared-contracts';

interface Props {
  onValid: (form: { email: string; password: string }) => void;
}

/** The login form with the rules of spec §5: every field non-blank, else 'This field is required'. */
export function LoginForm({ onValid }: Props) {
  const intl = useIntl();
  const [errors, setErrors] = useState<Record<string, MessageId>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = loginFormSchema.safeParse({
      email: data.get('email') ?? '',
      password: data.get('password') ?? '',
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onValid(parsed.data);
  };

  const error = (field: string) =>
    errors[field] ? (
      <span className="acc-field-error" id={`acc-${field}-error`} role="alert">
        <FormattedMessage id={`validation.${errors[field]}`} />
      </span>
    ) : null;

  return (
    <form className="acc-form" onSubmit={submit} noValidate>
      <label>
        {intl.formatMessage({ id: 'login.email' })}
        <input
          name="email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          aria-describedby="acc-email-error"
        />
        {error('email')}
      </label>
      <label>
        {intl.formatMessage({ id: 'login.password' })}
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.password}
          aria-describedby="acc-password-error"
        />
        {error('password')}
      </label>
      <button type="submit" className="acc-submit">
        <FormattedMessage id="login.submit" />
      </button>
    </form>
  );
}
