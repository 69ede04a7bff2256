import { bus, createApiClient, STORAGE_KEYS } from 'shared-contracts';

/** A random id per browser, sent as the device-id header at login (spec §7). */
function deviceId(): string {
  let id = localStorage.getItem(STORAGE_KEYS.deviceId);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEYS.deviceId, id);
  }
  return id;
}

/** The account team's one HTTP client. */
export const api = createApiClient({
  getToken: () => localStorage.getItem(STORAGE_KEYS.token),
  getDeviceId: deviceId,
  onUnauthorized: (path) => bus.publish('account:request-unauthorized', { path }),
});
