import { AUTH_PREFIX, getUserResponseSchema, type UpdateUserRequest } from 'shared-contracts';
import { api } from '../../../lib/api-client';

export function updateUser(id: number, body: UpdateUserRequest) {
  return api.post(`${AUTH_PREFIX}/${id}/update-user`, getUserResponseSchema, { body });
}
