import { STORAGE_KEYS } from 'shared-contracts';

/** A random id per browser, sent as the device-id header at login (spec §7). */
export function deviceId(): string {
  let id = localStorage.getItem(STORAGE_KEYS.deviceId);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEYS.deviceId, id);
  }
  return id;
}
