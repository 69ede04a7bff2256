import { useSyncExternalStore } from 'react';
import type { AuthSession } from 'shared-contracts';
import { sessionClient } from './session';

/** The auth session (spec §3: data and status) for the shell's own components. */
export function useSession(): AuthSession {
  return useSyncExternalStore(
    (onChange) => sessionClient().subscribe(onChange),
    () => sessionClient().current,
  );
}

/** The last session read failed: "unauthenticated" is then not known to be true. */
export function useSessionReadFailed(): boolean {
  return useSyncExternalStore(
    (onChange) => sessionClient().subscribe(onChange),
    () => sessionClient().readFailed,
  );
}
