import { createApiClient } from 'shared-contracts';

/** The shell's one HTTP client. Its calls are public, so it sends no token and has no 401 case. */
export const api = createApiClient();
