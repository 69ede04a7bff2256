import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { STORAGE_KEYS } from 'shared-contracts';
import { MemoryRouter } from 'shared-contracts/react-router';
import { fakeFetch } from '../test-support/render';

// The widget's own code does proof of work in Web Workers; only where it appears matters here.
jest.unstable_mockModule('altcha', () => ({}));
jest.unstable_mockModule('altcha/i18n/nl', () => ({}));

// The shopper signed in earlier: the browser's storage holds the sign-in.
localStorage.setItem(STORAGE_KEYS.token, 'jwt');
localStorage.setItem(
  STORAGE_KEYS.user,
  JSON.stringify({
    id: 3,
    firstName: 'Eva',
    lastName: 'Jansen',
    email: 'eva@example.com',
    accountType: 0,
    confirmB2BUser: false,
    bdCompanyName: null,
  }),
);
const { default: AccountRoutes } = await import('./routes');
const { default: AccountUserMenu } = await import('./user-menu');

const realFetch = globalThis.fetch;
beforeEach(() => {
  globalThis.fetch = fakeFetch({
    '/orders/api/v1/auth/captcha-challenge': { body: { data: { provider: 'altcha' } } },
  }).fetchFn;
});
const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

/** The server's HTML in the page. */
function serve(ui: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

/** The browser hydrating it: everything React says meanwhile, logged or handed to the root. */
async function hydrate(container: HTMLElement, ui: ReactElement): Promise<unknown[]> {
  const logged = [
    jest.spyOn(console, 'error').mockImplementation(() => undefined),
    jest.spyOn(console, 'warn').mockImplementation(() => undefined),
  ];
  const recovered: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(container, ui, { onRecoverableError: (error) => recovered.push(error) }));
  });
  return [...recovered, ...logged.flatMap((spy) => spy.mock.calls)];
}

describe('the account hydrating what the server drew', () => {
  it('the login page keeps its fields and gets the captcha widget in its box, without a complaint', async () => {
    const ui = (
      <MemoryRouter initialEntries={['/pages/login']}>
        <AccountRoutes page="login" locale="nl_NL" />
      </MemoryRouter>
    );
    const container = serve(ui);
    const email = within(container).getByLabelText<HTMLInputElement>('E-mailadres');
    expect(container.querySelector('altcha-widget')).toBeNull();
    // The form is usable before the scripts run: the shopper starts typing.
    email.value = 'eva@example.com';

    expect(await hydrate(container, ui)).toEqual([]);
    // The same input, hydrated rather than drawn again, so what was typed stays.
    expect(screen.getByLabelText('E-mailadres')).toBe(email);
    expect(email).toHaveValue('eva@example.com');
    const captcha = screen.getByRole('group', { name: 'Captcha' });
    await waitFor(() => expect(captcha.querySelector('altcha-widget')).not.toBeNull());
    expect(captcha.querySelector('.acc-captcha-loading')).toBeNull();
  });

  it("the user menu shows the signed-in shopper's name right after hydration, without a complaint", async () => {
    const ui = (
      <MemoryRouter>
        <AccountUserMenu locale="nl_NL" />
      </MemoryRouter>
    );
    const container = serve(ui);
    expect(container).not.toHaveTextContent('Eva');

    expect(await hydrate(container, ui)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Eva Jansen, accountmenu' })).toHaveTextContent('Eva Jansen');
    expect(screen.queryByTestId('acc-menu-pending')).not.toBeInTheDocument();
  });
});
