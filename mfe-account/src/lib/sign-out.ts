import { bus } from 'shared-contracts';
import { signOutSession } from './auth-js';
import { clearSignIn } from './signed-in-storage';

/**
 * Log out (spec §4): the Auth.js session ends, this team's keys go, and account:signed-out tells
 * the shell, which shows 'Log out Successfully', ends the session in every tab and clears the cart.
 */
export async function signOut(): Promise<void> {
  await signOutSession().catch(() => undefined);
  clearSignIn();
  bus.publish('account:signed-out', { reason: 'logout' });
}
