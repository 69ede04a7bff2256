import { STORAGE_KEYS } from 'shared-contracts';

/**
 * The riode- keys that hold the session (spec §3): token, encrypted account type, user data. The
 * account team owns and clears them; the shell only looks whether any is there.
 */
const SESSION_STORAGE_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.accountType, STORAGE_KEYS.user] as const;

/** Whether this browser's storage holds any of the session's keys (a sign-in, maybe stale). */
export function holdsSessionStorage(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return SESSION_STORAGE_KEYS.some((key) => storage.getItem(key) !== null);
  } catch {
    return false; // Blocked storage holds no sign-in.
  }
}
