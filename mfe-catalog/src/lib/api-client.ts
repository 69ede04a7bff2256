import { bus, createApiClient, STORAGE_KEYS } from 'shared-contracts';

/** The catalog's one HTTP client: same-origin API, the token when signed in, 401 → signed out. */
export const api = createApiClient({
  getToken: () => localStorage.getItem(STORAGE_KEYS.token),
  onUnauthorized: (path) => bus.publish('catalog:request-unauthorized', { path }),
});
