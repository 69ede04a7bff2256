import {
  ApiRequestError,
  AUTH_PREFIX,
  verifyAccountResponseSchema,
  type AccountType,
} from 'shared-contracts';
import { api } from '../../../lib/api-client';

/** GET verify-account: the account type of an address, or 'unknown' (404 "Email doesn't exist"). */
export async function getAccountType(email: string): Promise<AccountType | 'unknown'> {
  try {
    const { data } = await api.get(`${AUTH_PREFIX}/verify-account`, verifyAccountResponseSchema, {
      query: { email },
    });
    return data.accountType;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return 'unknown';
    throw error;
  }
}
