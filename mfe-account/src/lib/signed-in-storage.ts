import { STORAGE_KEYS, userInfoSchema, type UserInfo, type UserSessionData } from 'shared-contracts';
import { encryptAccountType } from './account-type-crypto';
import { deviceId } from './device-id';

const listeners = new Set<() => void>();

/** Same-tab writers tell readers; other tabs hear the browser's storage event. */
function changed(): void {
  for (const listener of listeners) listener();
}

export function onSignedInStorageChange(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What a successful login keeps (spec §4): the token, the encrypted account type and the user data. */
export async function storeSignIn(session: UserSessionData): Promise<void> {
  const sealedType = await encryptAccountType(session.userInfo.accountType, deviceId());
  localStorage.setItem(STORAGE_KEYS.token, session.accessToken);
  localStorage.setItem(STORAGE_KEYS.accountType, sealedType);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.userInfo));
  changed();
}

/** Keeps the stored user in step with a profile update. */
export function storeUserInfo(userInfo: UserInfo): void {
  if (!localStorage.getItem(STORAGE_KEYS.token)) return;
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(userInfo));
  changed();
}

/** The account team's keys go; the device id stays (it names the browser, not the user). */
export function clearSignIn(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.accountType);
  localStorage.removeItem(STORAGE_KEYS.user);
  changed();
}

export function storedToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function storedUser(): UserInfo | null {
  try {
    const parsed = userInfoSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
