import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors, registrationFormSchema, type RegistrationForm } from 'shared-contracts';
import { Captcha } from '../../../components/captcha/captcha';
import { Field } from '../../../components/field';
import { useFieldErrors } from '../../../lib/use-field-errors';

export type RegistrationSubmit = RegistrationForm & { captchaToken: string };

interface Props {
  idPrefix: string;
  /** Resolves true when registered (the form then resets). */
  onSubmit: (form: RegistrationSubmit) => Promise<boolean>;
}

function readForm(form: HTMLFormElement, business: boolean): RegistrationForm {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    email: text('email'),
    password: text('password'),
    confirmPassword: text('confirmPassword'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    accountType: business ? 1 : 0,
    companyName: business ? text('companyName') : '',
    register_agree: data.get('register_agree') === 'on',
    newsletters: data.get('newsletters') === 'on',
  };
}

/** Register (spec §5): the registration schema's rules, the privacy agreement and a solved captcha. */
export function RegisterForm({ idPrefix, onSubmit }: Props) {
  const intl = useIntl();
  const { setErrors, text } = useFieldErrors();
  const [business, setBusiness] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form, business);
    const parsed = registrationFormSchema.safeParse(values);
    const problems = parsed.success ? {} : fieldErrors(parsed.error);
    if (!captchaToken) problems.captcha = 'captchaRequired';
    setErrors(problems);
    if (!parsed.success || !captchaToken) return;
    setBusy(true);
    const registered = await onSubmit({ ...values, captchaToken }).finally(() => setBusy(false));
    setCaptchaToken(null);
    setCaptchaKey((key) => key + 1);
    if (registered) {
      form.reset();
      setBusiness(false);
    }
  };

  const field = (name: string, type: string, autoComplete: string) => (
    <Field
      idPrefix={idPrefix}
      name={name}
      type={type}
      autoComplete={autoComplete}
      label={t(`register.${name}`)}
      error={text(name)}
    />
  );

  return (
    <form className="acc-form" method="post" onSubmit={submit} noValidate aria-busy={busy}>
      <fieldset className="acc-account-type">
        <legend>{t('register.accountType')}</legend>
        <Field
          idPrefix={idPrefix}
          name="accountType"
          type="radio"
          value="0"
          checked={!business}
          onChange={() => setBusiness(false)}
          label={t('register.consumer')}
        />
        <Field
          idPrefix={`${idPrefix}-b`}
          name="accountType"
          type="radio"
          value="1"
          checked={business}
          onChange={() => setBusiness(true)}
          label={t('register.business')}
        />
      </fieldset>
      {field('firstName', 'text', 'given-name')}
      {field('lastName', 'text', 'family-name')}
      {business && field('companyName', 'text', 'organization')}
      {field('email', 'email', 'email')}
      {field('password', 'password', 'new-password')}
      {field('confirmPassword', 'password', 'new-password')}
      <Field
        idPrefix={idPrefix}
        name="register_agree"
        type="checkbox"
        label={t('register.agree')}
        error={text('register_agree')}
      />
      <Field idPrefix={idPrefix} name="newsletters" type="checkbox" label={t('register.newsletters')} />
      <Captcha key={captchaKey} onToken={setCaptchaToken} error={text('captcha')} />
      <button type="submit" className="acc-submit" disabled={busy}>
        <FormattedMessage id="register.submit" />
      </button>
    </form>
  );
}
