import { AUTH_PREFIX, messageResponseSchema } from 'shared-contracts';
import { api } from '../../../lib/api-client';

/** POST reset-password with the emailed token and the new password (twice). */
export function resetPassword(body: { token: string; password: string; confirmPassword: string }) {
  return api.post(`${AUTH_PREFIX}/reset-password`, messageResponseSchema, { body });
}
