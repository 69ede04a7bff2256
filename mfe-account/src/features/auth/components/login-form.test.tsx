import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderInLanguage, type TestLanguage } from '../../../test-support/render';

// The real widget does proof of work in Web Workers; its own behaviour is covered in the browser journeys.
jest.unstable_mockModule(
  '../../../components/captcha/captcha',
  () => import('../../../test-support/fake-captcha'),
);
const { LoginForm } = await import('./login-form');

const TEXT = {
  en: {
    email: 'Email address',
    password: 'Password',
    submit: 'Sign in',
    required: 'This field is required',
    captcha: 'Kindly verify captcha',
    unknown: "Email doesn't exist",
  },
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    required: 'Dit veld is verplicht',
    captcha: 'Los de captcha op',
    unknown: 'Dit e-mailadres bestaat niet',
  },
} as const;

const realFetch = globalThis.fetch;
let calls: ReturnType<typeof fakeFetch>['calls'];
beforeEach(() => {
  const fake = fakeFetch({
    '/orders/api/v1/auth/verify-account': {
      status: 404,
      body: { message: 'x', data: "Email doesn't exist", code: 'emailNotFound' },
    },
  });
  calls = fake.calls;
  globalThis.fetch = fake.fetchFn;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe.each(['en', 'nl'] as TestLanguage[])('the login form in %s', (language) => {
  const text = TEXT[language];
  const setup = () => {
    const onSubmit = jest.fn<(...args: unknown[]) => Promise<boolean>>(async () => true);
    renderInLanguage(<LoginForm idPrefix="t" onSubmit={onSubmit} />, language);
    return { onSubmit, user: userEvent.setup() };
  };

  it('asks for every field and the captcha, and sends nothing', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getByLabelText(text.email)).toHaveAccessibleDescription(text.required);
    expect(screen.getByLabelText(text.password)).toHaveAccessibleDescription(text.required);
    expect(screen.getByText(text.captcha)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats a blank email as missing', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText(text.email), '   ');
    await user.type(screen.getByLabelText(text.password), 'secret');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getByLabelText(text.email)).toHaveAccessibleDescription(text.required);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("looks up the account type on leaving the email field and says when the address doesn't exist", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(text.email), 'nobody@example.com');
    await user.tab();
    expect(await screen.findByText(text.unknown)).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('verify-account?email=nobody%40example.com'))).toBe(true);
  });

  it('sends the credentials with the solved captcha', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText(text.email), 'demo@riode.example');
    await user.type(screen.getByLabelText(text.password), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'demo@riode.example', password: 'Demo@1234', captchaToken: 'solved-captcha' },
      undefined,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
