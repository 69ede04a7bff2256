import { afterAll, afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, STORAGE_KEYS, type EventName } from 'shared-contracts';
import { renderHeaderInLanguage } from '../../../test-support/render';

const { UserMenu } = await import('./user-menu');

const seen: Array<{ type: EventName; payload: unknown }> = [];
const stops = (['account:modal-requested', 'account:signed-out'] as const).map((type) =>
  bus.on(type, (payload) => seen.push({ type, payload })),
);
afterAll(() => stops.forEach((stop) => stop()));

const userInfo = {
  id: 3,
  firstName: 'Eva',
  lastName: 'Jansen',
  email: 'eva@example.com',
  accountType: 0 as const,
  confirmB2BUser: false,
  bdCompanyName: null,
};

const noFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = noFetch;
});

describe('the header user menu', () => {
  it('offers Sign in when signed out, which asks the shell for the login modal', async () => {
    bus.publish('shell:session-changed', { status: 'unauthenticated', userInfo: null, accessToken: null });
    renderHeaderInLanguage(<UserMenu />, 'en');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(seen).toContainEqual({ type: 'account:modal-requested', payload: { modal: 'login' } });
  });

  it('shows the name, the account links and Log out when signed in; Log out asks the shell to end the session, once', async () => {
    // The shell owns the session: this team calls no sign-out endpoint itself.
    const calls = jest.fn(async () => new Response('{}'));
    globalThis.fetch = calls;
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    renderHeaderInLanguage(<UserMenu />, 'nl');
    act(() =>
      bus.publish('shell:session-changed', { status: 'authenticated', userInfo, accessToken: 'jwt' }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Eva Jansen, accountmenu' }));
    expect(screen.getByRole('link', { name: 'Profiel' })).toHaveAttribute('href', '/pages/account?tabId=1');
    expect(screen.getByRole('link', { name: 'Bestellingen' })).toHaveAttribute(
      'href',
      '/pages/account?tabId=3',
    );
    expect(screen.getByRole('link', { name: 'Verlanglijst' })).toHaveAttribute('href', '/pages/wishlist');
    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
    expect(seen.filter(({ type }) => type === 'account:signed-out')).toEqual([
      { type: 'account:signed-out', payload: { reason: 'logout' } },
    ]);
    expect(calls).not.toHaveBeenCalled();
    // This team's keys go when the shell, having ended the session, asks (and only then).
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt');
    act(() => bus.publish('shell:session-ended', { reason: 'logout' }));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt');
    act(() => bus.publish('shell:stored-sign-in-clear-requested', { reason: 'logout' }));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
