import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLanguage, type TestLanguage } from '../../../test-support/render';

jest.unstable_mockModule(
  '../../../components/captcha/captcha',
  () => import('../../../test-support/fake-captcha'),
);
const { RegisterForm } = await import('./register-form');

const TEXT = {
  en: {
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email address',
      password: 'Password',
      confirm: 'Confirm password',
      company: 'Company name',
      agree: 'I agree to the privacy policy',
      newsletters: 'Send me the newsletter',
      business: 'Business',
    },
    submit: 'Register',
    required: 'This field is required',
    captcha: 'Kindly verify captcha',
    privacy: 'You must agree to the privacy policy',
    notSame: 'Password not same',
    passwordRequired: 'Password is required',
    minLength: 'Password must be at least 8 characters',
    pattern:
      'Password must contain an uppercase letter, a lowercase letter, a digit and a special character (@$!%*?&_)',
  },
  nl: {
    labels: {
      firstName: 'Voornaam',
      lastName: 'Achternaam',
      email: 'E-mailadres',
      password: 'Wachtwoord',
      confirm: 'Bevestig wachtwoord',
      company: 'Bedrijfsnaam',
      agree: 'Ik ga akkoord met het privacybeleid',
      newsletters: 'Stuur mij de nieuwsbrief',
      business: 'Zakelijk',
    },
    submit: 'Registreren',
    required: 'Dit veld is verplicht',
    captcha: 'Los de captcha op',
    privacy: 'Je moet akkoord gaan met het privacybeleid',
    notSame: 'Wachtwoorden komen niet overeen',
    passwordRequired: 'Wachtwoord is verplicht',
    minLength: 'Wachtwoord moet minstens 8 tekens lang zijn',
    pattern:
      'Wachtwoord moet een hoofdletter, een kleine letter, een cijfer en een speciaal teken (@$!%*?&_) bevatten',
  },
} as const;

describe.each(['en', 'nl'] as TestLanguage[])('the register form in %s', (language) => {
  const text = TEXT[language];
  const { labels } = text;
  const setup = () => {
    const onSubmit = jest.fn<(...args: unknown[]) => Promise<boolean>>(async () => true);
    renderInLanguage(<RegisterForm idPrefix="t" onSubmit={onSubmit} />, language);
    const user = userEvent.setup();
    const fill = async (values: Partial<Record<keyof typeof labels, string>>) => {
      for (const [field, value] of Object.entries(values))
        await user.type(screen.getByLabelText(labels[field as keyof typeof labels]), value);
    };
    const submit = () => user.click(screen.getByRole('button', { name: text.submit }));
    return { onSubmit, user, fill, submit };
  };
  const described = (label: string) => expect(screen.getByLabelText(label));

  it('asks for every field, the privacy agreement and the captcha', async () => {
    const { onSubmit, submit } = setup();
    await submit();
    described(labels.firstName).toHaveAccessibleDescription(text.required);
    described(labels.lastName).toHaveAccessibleDescription(text.required);
    described(labels.email).toHaveAccessibleDescription(text.required);
    described(labels.password).toHaveAccessibleDescription(text.passwordRequired);
    described(labels.confirm).toHaveAccessibleDescription(text.required);
    described(labels.agree).toHaveAccessibleDescription(text.privacy);
    expect(screen.getByText(text.captcha)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['Ab@1', 'minLength'],
    ['abcdefg@1', 'pattern'],
    ['ABCDEFG@1', 'pattern'],
    ['Abcdefgh@', 'pattern'],
    ['Abcdefgh1', 'pattern'],
    ['Abcdef#h1', 'pattern'],
  ] as const)('applies the password rules to %s', async (password, rule) => {
    const { fill, submit } = setup();
    await fill({ password, confirm: password });
    await submit();
    described(labels.password).toHaveAccessibleDescription(text[rule]);
  });

  it('says when the passwords differ', async () => {
    const { fill, submit } = setup();
    await fill({ password: 'Abcdefg@1', confirm: 'Abcdefg@2' });
    await submit();
    described(labels.confirm).toHaveAccessibleDescription(text.notSame);
  });

  it('shows the company name only for Business, and then requires it', async () => {
    const { user, submit } = setup();
    expect(screen.queryByLabelText(labels.company)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(labels.business));
    await submit();
    described(labels.company).toHaveAccessibleDescription(text.required);
  });

  it('sends a valid form with the captcha token and the newsletter choice', async () => {
    const { onSubmit, user, fill, submit } = setup();
    await user.click(screen.getByLabelText(labels.business));
    await fill({
      firstName: 'Eva',
      lastName: 'Jansen',
      company: 'Linnen B.V.',
      email: 'eva@example.com',
      password: 'Abcdefg@1',
      confirm: 'Abcdefg@1',
    });
    await user.click(screen.getByLabelText(labels.agree));
    await user.click(screen.getByLabelText(labels.newsletters));
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'eva@example.com',
      password: 'Abcdefg@1',
      confirmPassword: 'Abcdefg@1',
      firstName: 'Eva',
      lastName: 'Jansen',
      accountType: 1,
      companyName: 'Linnen B.V.',
      register_agree: true,
      newsletters: true,
      captchaToken: 'solved-captcha',
    });
  });
});
