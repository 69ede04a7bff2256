import { AUTH_PREFIX, getUserResponseSchema } from 'shared-contracts';
import { api } from '../../../lib/api-client';

export function getUser(id: number) {
  return api.get(`${AUTH_PREFIX}/${id}/get-user`, getUserResponseSchema);
}
