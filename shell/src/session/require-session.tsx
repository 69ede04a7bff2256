import { useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
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
  useEffect(() => {
    if (status !== 'unauthenticated' || readFailed) return;
    location.assign(routes.signIn({ error: SESSION_REQUIRED, callbackUrl: location.href }));
  }, [status, readFailed]);
  if (status === 'authenticated') return children;
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
