import { bus, createApiClient } from 'shared-contracts';
import { deviceId } from './device-id';
import { currentSession } from './session';

/** The account team's one HTTP client: the session's token (from the shell), device id, 401 report. */
export const api = createApiClient({
  getToken: () => currentSession().accessToken,
  getDeviceId: deviceId,
  onUnauthorized: (path) => bus.publish('account:request-unauthorized', { path }),
});
