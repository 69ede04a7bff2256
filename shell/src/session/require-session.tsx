import { useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate } from 'shared-contracts/react-router';
import { routes, SESSION_REQUIRED } from 'shared-contracts';
import { sessionClient } from './session';
import { useSession, useSessionReadFailed } from './use-session';

/**
 * A page that needs a session (spec §4): an unauthenticated visitor goes to the sign-in route
 * with error=SessionRequired and the current address as callbackUrl; the server's Auth.js
 * sends that on to the login page with the same parameters. When the session could not be read
 * (the server failed or did not answer), the page says so and offers to try again instead.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const readFailed = useSessionReadFailed();
  // The shopper logged out here, on this page: the shop goes home, where the 'Log out
  // Successfully' toast (spec §8) stays in view, instead of asking them to sign in again.
  const loggedOutHere = status === 'unauthenticated' && sessionClient().endedBy === 'logout';
  useEffect(() => {
    if (status !== 'unauthenticated' || readFailed || loggedOutHere) return;
    location.assign(routes.signIn({ error: SESSION_REQUIRED, callbackUrl: location.href }));
  }, [status, readFailed, loggedOutHere]);
  if (status === 'authenticated') return children;
  if (loggedOutHere) return <Navigate to={routes.home()} replace />;
  if (status === 'unauthenticated' && readFailed) {
    return (
      <section className="sh-slot-fallback" role="alert" data-session-check="failed">
        <p>
          <FormattedMessage id="session.checkFailed" />
        </p>
        <button type="button" className="sh-button" onClick={() => void sessionClient().refetch('retry')}>
          <FormattedMessage id="slot.retry" />
        </button>
      </section>
    );
  }
  return <div className="sh-page-loading" aria-busy="true" data-session-required={status} />;
}
