import { bus } from 'shared-contracts';

/**
 * Log out (spec §4). The shell owns the session: on account:signed-out it ends it on the server
 * (one CSRF read, one sign-out POST), shows 'Log out Successfully', tells the other tabs, asks
 * this team to clear its stored sign-in (src/lib/session.ts) and announces shell:session-ended, on
 * which the cart team empties its cart. Nothing here does any of that a second time.
 */
export function signOut(): void {
  bus.publish('account:signed-out', { reason: 'logout' });
}
