import { useSyncExternalStore } from 'react';
import type { AuthSession } from 'shared-contracts';
import { sessionClient } from './session';

/**
 * What the server renders, and the browser's first render (hydration) with it: the session is
 * read in the browser, so it is "loading" until then.
 */
const LOADING: AuthSession = { status: 'loading', data: null };

/** The auth session (spec §3: data and status) for the shell's own components. */
export function useSession(): AuthSession {
  return useSyncExternalStore(
    (onChange) => sessionClient().subscribe(onChange),
    () => sessionClient().current,
    () => LOADING,
  );
}

/** The last session read failed: "unauthenticated" is then not known to be true. */
export function useSessionReadFailed(): boolean {
  return useSyncExternalStore(
    (onChange) => sessionClient().subscribe(onChange),
    () => sessionClient().readFailed,
    () => false,
  );
}
