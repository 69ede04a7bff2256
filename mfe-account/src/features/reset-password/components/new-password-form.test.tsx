import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderInLanguage, type TestLanguage } from '../../../test-support/render';
import { NewPasswordForm } from './new-password-form';

const TEXT = {
  en: {
    password: 'New password',
    confirm: 'Confirm password',
    save: 'Save new password',
    required: 'Password is required',
    minLength: 'Password must be at least 8 characters',
    notSame: 'Password not same',
    done: 'Your password has been changed. You can sign in with the new password.',
  },
  nl: {
    password: 'Nieuw wachtwoord',
    confirm: 'Bevestig wachtwoord',
    save: 'Nieuw wachtwoord opslaan',
    required: 'Wachtwoord is verplicht',
    minLength: 'Wachtwoord moet minstens 8 tekens lang zijn',
    notSame: 'Wachtwoorden komen niet overeen',
    done: 'Je wachtwoord is gewijzigd. Je kunt inloggen met het nieuwe wachtwoord.',
  },
} as const;

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe.each(['en', 'nl'] as TestLanguage[])('the new password form in %s', (language) => {
  const text = TEXT[language];

  it('applies the password rules and the confirmation before sending', async () => {
    const { fetchFn, calls } = fakeFetch({});
    globalThis.fetch = fetchFn;
    renderInLanguage(<NewPasswordForm token="t" />, language);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(screen.getByLabelText(text.password)).toHaveAccessibleDescription(text.required);
    await user.type(screen.getByLabelText(text.password), 'Ab@1');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(screen.getByLabelText(text.password)).toHaveAccessibleDescription(text.minLength);
    await user.clear(screen.getByLabelText(text.password));
    await user.type(screen.getByLabelText(text.password), 'Nieuw@Wachtwoord1');
    await user.type(screen.getByLabelText(text.confirm), 'Nieuw@Wachtwoord2');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(screen.getByLabelText(text.confirm)).toHaveAccessibleDescription(text.notSame);
    expect(calls).toHaveLength(0);
  });

  it('sends the token with the new password and confirms the change', async () => {
    const { fetchFn, calls } = fakeFetch({
      '/orders/api/v1/auth/reset-password': { body: { data: { message: 'ok' } } },
    });
    globalThis.fetch = fetchFn;
    renderInLanguage(<NewPasswordForm token="emailed-token" />, language);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(text.password), 'Nieuw@Wachtwoord1');
    await user.type(screen.getByLabelText(text.confirm), 'Nieuw@Wachtwoord1');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.done)).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      token: 'emailed-token',
      password: 'Nieuw@Wachtwoord1',
      confirmPassword: 'Nieuw@Wachtwoord1',
    });
  });
});
