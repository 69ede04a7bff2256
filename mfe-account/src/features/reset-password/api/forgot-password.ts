import { AUTH_PREFIX, messageResponseSchema } from 'shared-contracts';
import { api } from '../../../lib/api-client';

/** POST forgot-password: the same answer whether or not the address has an account. */
export function forgotPassword(email: string) {
  return api.post(`${AUTH_PREFIX}/forgot-password`, messageResponseSchema, { body: { email } });
}
