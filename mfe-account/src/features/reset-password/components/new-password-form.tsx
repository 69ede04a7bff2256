import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { fieldErrors, newPasswordFormSchema, routes } from 'shared-contracts';
import { Field } from '../../../components/field';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { resetPassword } from '../api/reset-password';

/** The page the emailed reset link opens: a new password, twice. */
export function NewPasswordForm({ token }: { token: string }) {
  const intl = useIntl();
  const { setErrors, text } = useFieldErrors();
  const [result, setResult] = useState<'done' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = newPasswordFormSchema.safeParse({
      password: data.get('password') ?? '',
      confirmPassword: data.get('confirmPassword') ?? '',
    });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (!parsed.success) return;
    setBusy(true);
    const ok = await resetPassword({ token, ...parsed.data }).then(
      () => true,
      () => false,
    );
    setBusy(false);
    setResult(ok ? 'done' : 'failed');
  };

  if (result === 'done')
    return (
      <p className="acc-notice acc-notice-success" role="status">
        <FormattedMessage id="reset.done" />{' '}
        <Link to={routes.login()}>
          <FormattedMessage id="reset.toLogin" />
        </Link>
      </p>
    );
  return (
    <form className="acc-form" method="post" onSubmit={submit} noValidate aria-busy={busy}>
      {result === 'failed' && (
        <p className="acc-notice acc-notice-error" role="alert">
          <FormattedMessage id="reset.failed" />{' '}
          <Link to={routes.resetPassword()}>
            <FormattedMessage id="reset.again" />
          </Link>
        </p>
      )}
      <Field
        idPrefix="acc-reset"
        name="password"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'reset.password' })}
        error={text('password')}
      />
      <Field
        idPrefix="acc-reset"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'register.confirmPassword' })}
        error={text('confirmPassword')}
      />
      <button type="submit" className="acc-submit" disabled={busy}>
        <FormattedMessage id="reset.save" />
      </button>
    </form>
  );
}
