import { describe, expect, it } from '@jest/globals';
import { bus, STORAGE_KEYS } from 'shared-contracts';

const SIGN_IN_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.accountType, STORAGE_KEYS.user];

describe("this team's stored sign-in", () => {
  it('is cleared on the shell’s request even when the request came before this module loaded', async () => {
    for (const key of SIGN_IN_KEYS) localStorage.setItem(key, 'stored');
    // A 401 on a page whose account menu has not loaded yet: the shell ends the session and asks.
    bus.publish('shell:stored-sign-in-clear-requested', { reason: 'unauthorized' });
    // Nobody else clears the keys meanwhile (the shell does not touch them) …
    expect(SIGN_IN_KEYS.map((key) => localStorage.getItem(key))).toEqual(['stored', 'stored', 'stored']);

    // … and once the account's module is there, the request that waited on the bus is carried out.
    await import('./session');
    expect(SIGN_IN_KEYS.map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
  });
});
