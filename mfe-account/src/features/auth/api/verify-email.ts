import { AUTH_PREFIX, messageResponseSchema } from 'shared-contracts';
import { api } from '../../../lib/api-client';

/** POST verify-email with the token of the link in the verification email. */
export function verifyEmail(token: string) {
  return api.post(`${AUTH_PREFIX}/verify-email`, messageResponseSchema, { body: { token } });
}
