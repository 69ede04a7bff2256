import { bus } from 'shared-contracts';

/**
 * Log out (spec §4). The shell owns the session: on account:signed-out it ends it on the server
 * (one CSRF read, one sign-out POST), shows 'Log out Successfully', tells the other tabs and
 * announces shell:session-ended, on which this team clears its own keys (src/lib/session.ts) and
 * the cart team its cart. Nothing here does any of that a second time.
 */
export function signOut(): void {
  bus.publish('account:signed-out', { reason: 'logout' });
}
