import { bus, createApiClient } from 'shared-contracts';
import { accessToken } from '../store/session';

/**
 * The cart's one HTTP client: the session's token from the shell's announcement, and any 401
 * reported on the bus so the shell ends the session everywhere (spec §4).
 */
export const apiClient = createApiClient({
  getToken: accessToken,
  onUnauthorized: (path) => bus.publish('cart:request-unauthorized', { path }),
});
