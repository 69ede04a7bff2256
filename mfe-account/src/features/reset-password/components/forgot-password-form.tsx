import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors, forgotPasswordFormSchema } from 'shared-contracts';
import { Field } from '../../../components/field';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { requestToast } from '../../../lib/toast';
import { forgotPassword } from '../api/forgot-password';

/** Asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const intl = useIntl();
  const { setErrors, text } = useFieldErrors();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = forgotPasswordFormSchema.safeParse({
      email: new FormData(event.currentTarget).get('email') ?? '',
    });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (!parsed.success) return;
    setBusy(true);
    try {
      await forgotPassword(parsed.data.email);
      setSent(true);
    } catch {
      requestToast('error', intl.formatMessage({ id: 'reset.requestFailed' }));
    } finally {
      setBusy(false);
    }
  };

  if (sent)
    return (
      <p className="acc-notice acc-notice-success" role="status">
        <FormattedMessage id="reset.sent" />
      </p>
    );
  return (
    <form className="acc-form" method="post" onSubmit={submit} noValidate aria-busy={busy}>
      <p>
        <FormattedMessage id="reset.intro" />
      </p>
      <Field
        idPrefix="acc-forgot"
        name="email"
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'login.email' })}
        error={text('email')}
      />
      <button type="submit" className="acc-submit" disabled={busy}>
        <FormattedMessage id="reset.send" />
      </button>
    </form>
  );
}
