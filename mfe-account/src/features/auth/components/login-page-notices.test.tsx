import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation, useSearchParams } from 'shared-contracts/react-router';
import { fakeFetch, renderInLanguage } from '../../../test-support/render';
import { LoginPageNotices } from './login-page-notices';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The notices as the login page draws them, with the address they leave behind. */
function Page() {
  const [params] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <LoginPageNotices params={params} />
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
    </>
  );
}

function open(path: string, answer: { status: number; body: unknown }) {
  const fake = fakeFetch({ '/orders/api/v1/auth/verify-email': answer });
  globalThis.fetch = fake.fetchFn;
  renderInLanguage(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
    'nl',
    path,
  );
  return fake.calls;
}

describe('the verification link on the login page', () => {
  it('verifies once, keeps saying so and takes the spent token out of the address', async () => {
    const calls = open('/pages/login?verify=tok-1&callbackUrl=%2Fpages%2Fcart', {
      status: 200,
      body: { data: { message: 'Your email address is verified' } },
    });
    expect(await screen.findByText('Je e-mailadres is bevestigd. Je kunt nu inloggen.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/pages\/login\?callbackUrl=%2Fpages%2Fcart$/),
    );
    expect(screen.getByText('Je e-mailadres is bevestigd. Je kunt nu inloggen.')).toBeVisible();
    expect(calls.map((call) => [new URL(call.url).pathname, call.init?.body])).toEqual([
      ['/orders/api/v1/auth/verify-email', JSON.stringify({ token: 'tok-1' })],
    ]);
  });

  it('takes a refused token out of the address too, and keeps saying it did not work', async () => {
    open('/pages/login?verify=tok-2', {
      status: 400,
      body: { message: 'x', data: 'This link is invalid or has expired', code: 'invalidToken' },
    });
    expect(await screen.findByText('Deze link is ongeldig of verlopen')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/pages\/login$/));
    expect(screen.getByRole('alert')).toHaveTextContent('Deze link is ongeldig of verlopen');
  });
});
