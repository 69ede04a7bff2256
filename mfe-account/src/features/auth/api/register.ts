import { AUTH_PREFIX, registerResponseSchema, type RegisterRequest } from 'shared-contracts';
import { api } from '../../../lib/api-client';

/** POST register: creates an unverified account and sends the verification email. */
export function register(body: RegisterRequest) {
  return api.post(`${AUTH_PREFIX}/register`, registerResponseSchema, { body });
}
