import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { bus, STORAGE_KEYS } from 'shared-contracts';
import { startSession } from './session';

const SIGN_IN_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.accountType, STORAGE_KEYS.user];

/** Auth.js as the server answers: no session (an empty object), a CSRF token, the sign-out. */
function authServer() {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    calls.push(path);
    const body = path.endsWith('/csrf') ? { csrfToken: 'token' } : {};
    // jsdom has no Response: the part of one that the session code reads.
    const text = JSON.stringify(body);
    return { ok: true, status: 200, json: async () => body, text: async () => text } as Response;
  }) as typeof fetch;
  return calls;
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  localStorage.clear();
});

describe('the shell ending a session', () => {
  it('asks the account team to clear its stored sign-in, and leaves the keys to that team', async () => {
    const calls = authServer();
    for (const key of SIGN_IN_KEYS) localStorage.setItem(key, 'stored');
    const heard: string[] = [];
    const stops = [
      bus.on('shell:stored-sign-in-clear-requested', ({ reason }) =>
        heard.push(`clear requested: ${reason}`),
      ),
      bus.on('shell:session-ended', ({ reason }) => heard.push(`ended: ${reason}`)),
    ];
    stop = startSession();

    bus.publish('account:signed-out', { reason: 'logout' });
    await waitFor(() => expect(calls.filter((call) => call.endsWith('/signout'))).toHaveLength(1));
    expect(heard).toEqual(['clear requested: logout', 'ended: logout']);
    // The keys are the account team's: the shell never removes them itself.
    expect(SIGN_IN_KEYS.map((key) => localStorage.getItem(key))).toEqual(['stored', 'stored', 'stored']);
    stops.forEach((end) => end());
  });
});
