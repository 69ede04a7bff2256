import { bus, createApiClient } from 'shared-contracts';

/**
 * The catalog's one HTTP client: same-origin API, and the token of the session the shell
 * announces (the shell owns the session; no team reads another team's storage), 401 → signed out.
 */
export const api = createApiClient({
  getToken: () => bus.current('shell:session-changed')?.accessToken ?? null,
  onUnauthorized: (path) => bus.publish('catalog:request-unauthorized', { path }),
});
