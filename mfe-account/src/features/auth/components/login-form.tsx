import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { fieldErrors, loginFormSchema, routes, type AccountType } from 'shared-contracts';
import { Captcha } from '../../../components/captcha/captcha';
import { Field } from '../../../components/field';
import { useFieldErrors } from '../../../lib/use-field-errors';
import type { Credentials } from '../../../lib/auth-js';
import { getAccountType } from '../api/get-account-type';

interface Props {
  idPrefix: string;
  /** Resolves true when signed in (the form then resets), false when refused. */
  onSubmit: (credentials: Credentials, accountType: AccountType | undefined) => Promise<boolean>;
  onNavigate?: (() => void) | undefined;
}

/** Sign in (spec §5): every field non-blank, a solved captcha, the account type looked up on leaving the email. */
export function LoginForm({ idPrefix, onSubmit, onNavigate }: Props) {
  const intl = useIntl();
  const { setErrors, text } = useFieldErrors();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [accountType, setAccountType] = useState<AccountType | undefined>();
  const [busy, setBusy] = useState(false);

  const lookUp = async (email: string) => {
    if (!email.trim()) return;
    const found = await getAccountType(email.trim()).catch(() => undefined);
    setAccountType(found === 'unknown' ? undefined : found);
    setErrors((current) => {
      const { email: _previous, ...rest } = current;
      return found === 'unknown' ? { ...rest, email: 'emailNotFound' } : rest;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = loginFormSchema.safeParse({ email: data.get('email'), password: data.get('password') });
    const problems = parsed.success ? {} : fieldErrors(parsed.error);
    if (!captchaToken) problems.captcha = 'captchaRequired';
    setErrors(problems);
    if (!parsed.success || !captchaToken) return;
    setBusy(true);
    const signedIn = await onSubmit({ ...parsed.data, captchaToken }, accountType).finally(() =>
      setBusy(false),
    );
    // A solved challenge is accepted once: a new attempt needs a new one.
    setCaptchaToken(null);
    setCaptchaKey((key) => key + 1);
    if (signedIn) form.reset();
  };

  return (
    <form className="acc-form" method="post" onSubmit={submit} noValidate aria-busy={busy}>
      <Field
        idPrefix={idPrefix}
        name="email"
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'login.email' })}
        error={text('email')}
        onBlur={(event) => void lookUp(event.currentTarget.value)}
      />
      <Field
        idPrefix={idPrefix}
        name="password"
        type="password"
        autoComplete="current-password"
        label={intl.formatMessage({ id: 'login.password' })}
        error={text('password')}
      />
      <Captcha key={captchaKey} onToken={setCaptchaToken} error={text('captcha')} />
      <button type="submit" className="acc-submit" disabled={busy}>
        <FormattedMessage id="login.submit" />
      </button>
      <Link className="acc-link" to={routes.resetPassword()} onClick={onNavigate}>
        <FormattedMessage id="login.forgot" />
      </Link>
    </form>
  );
}
