import { afterAll, afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { bus, LONG_TOAST_MS, STORAGE_KEYS, type EventPayload, type UserInfo } from 'shared-contracts';
import type { SignInOutcome } from '../../../lib/auth-js';
import { renderInLanguage } from '../../../test-support/render';

let outcome: SignInOutcome = { ok: false, code: 'invalidCredentials' };
jest.unstable_mockModule('../../../lib/auth-js', () => ({
  signInWithCredentials: async () => outcome,
  signOutSession: async () => undefined,
}));
// jsdom has no Web Crypto subtle; the sealing itself is tested on its own.
jest.unstable_mockModule('../../../lib/account-type-crypto', () => ({
  encryptAccountType: async (type: number) => `sealed-${type}`,
}));
const { useSignIn } = await import('./use-sign-in');
const { Routes, Route, useLocation } = await import('shared-contracts/react-router');

const toasts: Array<EventPayload<'account:toast-requested'>> = [];
const signedIn: UserInfo[] = [];
const stops = [
  bus.on('account:toast-requested', (toast) => toasts.push(toast)),
  bus.on('account:signed-in', ({ userInfo }) => signedIn.push(userInfo)),
];
afterEach(() => {
  toasts.length = 0;
  signedIn.length = 0;
  localStorage.clear();
});
afterAll(() => stops.forEach((stop) => stop()));

type SignInOptions = Parameters<typeof useSignIn>[0];

function Probe({ options }: { options: SignInOptions }) {
  const signIn = useSignIn(options);
  const location = useLocation();
  const [result, setResult] = useState('');
  return (
    <>
      <button type="button" onClick={() => void signIn(credentials).then((ok) => setResult(String(ok)))}>
        go
      </button>
      <output data-testid="result">{result}</output>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
    </>
  );
}
const credentials = { email: 'a@b.nl', password: 'x', captchaToken: 't' };
const user = (patch: Partial<UserInfo> = {}): UserInfo => ({
  id: 7,
  firstName: 'Eva',
  lastName: 'Jansen',
  email: 'a@b.nl',
  accountType: 0,
  confirmB2BUser: false,
  bdCompanyName: null,
  ...patch,
});

/** Where the router is once it has settled (React Router applies a navigation in a transition). */
const landsOn = (where: string | RegExp) =>
  waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(where));

async function run(options: SignInOptions = {}): Promise<boolean> {
  renderInLanguage(
    <Routes>
      <Route path="*" element={<Probe options={options} />} />
    </Routes>,
    'en',
    '/pages/login',
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'go' }));
  await waitFor(() => expect(screen.getByTestId('result')).not.toBeEmptyDOMElement());
  return screen.getByTestId('result').textContent === 'true';
}

describe('signing in', () => {
  it('shows the account-verification message for 10 seconds when the account is locked', async () => {
    outcome = { ok: false, code: 'accountLocked' };
    expect(await run()).toBe(false);
    expect(toasts).toEqual([{ kind: 'error', message: 'accountVerify', durationMs: LONG_TOAST_MS }]);
  });

  it('shows a refusal as an error toast in the language of the page', async () => {
    outcome = { ok: false, code: 'invalidCredentials' };
    await run();
    expect(toasts).toEqual([{ kind: 'error', message: 'Invalid email or password' }]);
  });

  it('says that signing in is not possible for a moment while the server cannot count sign-ins', async () => {
    outcome = { ok: false, code: 'serviceUnavailable' };
    await run();
    expect(toasts).toEqual([
      {
        kind: 'error',
        message: 'Signing in is not possible for a moment. Please try again in a few minutes.',
      },
    ]);
  });

  it("stores the token, the sealed account type and the user, says 'Login Successfully' and tells the bus", async () => {
    outcome = { ok: true, session: { accessToken: 'jwt', userInfo: user() } };
    expect(await run()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt');
    expect(localStorage.getItem(STORAGE_KEYS.accountType)).toBe('sealed-0');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({ id: 7 });
    expect(toasts).toEqual([{ kind: 'success', message: 'loginSuccess' }]);
    expect(signedIn).toEqual([user()]);
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/login');
  });

  it('sends an unconfirmed business user with a company name to the profile tab with the b2bunf flag', async () => {
    const business = user({ accountType: 1, bdCompanyName: 'Linnen B.V.' });
    outcome = { ok: true, session: { accessToken: 'jwt', userInfo: business } };
    await run({ callbackUrl: '/pages/cart', fallbackPath: '/pages/account' });
    await landsOn(`/pages/account?tabId=1&b2bunf=${encodeURIComponent(btoa('true'))}`);
  });

  it('goes to a callbackUrl on this site, by path or by full address', async () => {
    outcome = { ok: true, session: { accessToken: 'jwt', userInfo: user() } };
    await run({ callbackUrl: '/pages/cart?step=2', fallbackPath: '/pages/account' });
    await landsOn(/^\/pages\/cart\?step=2$/);
  });

  it.each([
    ['another site', 'https://evil.example/pages/cart'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash path', '/\\evil.example'],
    ['a script address', 'javascript:alert(1)'],
  ])('goes to the fallback, not to %s', async (_, callbackUrl) => {
    outcome = { ok: true, session: { accessToken: 'jwt', userInfo: user() } };
    await run({ callbackUrl, fallbackPath: '/pages/account' });
    await landsOn(/^\/pages\/account$/);
  });

  it('goes to the fallback when no callbackUrl is given', async () => {
    outcome = { ok: true, session: { accessToken: 'jwt', userInfo: user() } };
    await run({ fallbackPath: '/pages/account' });
    await landsOn(/^\/pages\/account$/);
  });
});
