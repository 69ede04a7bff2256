import { useEffect, type ReactNode } from 'react';
import { routes, SESSION_REQUIRED } from 'shared-contracts';
import { useSession } from './use-session';

/**
 * A page that needs a session (spec §4): an unauthenticated visitor goes to the sign-in route
 * with error=SessionRequired and the current address as callbackUrl; the server's Auth.js
 * sends that on to the login page with the same parameters.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'unauthenticated') return;
    location.assign(routes.signIn({ error: SESSION_REQUIRED, callbackUrl: location.href }));
  }, [status]);
  if (status === 'authenticated') return children;
  return <div className="sh-page-loading" aria-busy="true" data-session-required={status} />;
}
