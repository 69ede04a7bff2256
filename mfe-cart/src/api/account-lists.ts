import {
  ACCOUNT_LISTS_PATH,
  accountListsResponseSchema,
  mergeAccountListsResponseSchema,
  type AccountLists,
  type ChangeAccountListsRequest,
  type MergeAccountListsRequest,
} from 'shared-contracts';
import { apiClient } from '../lib/api-client';

/** The calls that keep the account's copy of the cart and wishlist (backend/src/account-lists/). */
export interface AccountListsApi {
  read(publicUserId: number): Promise<AccountLists>;
  change(request: ChangeAccountListsRequest): Promise<AccountLists>;
  merge(request: MergeAccountListsRequest): Promise<AccountLists & { reducedProductIds: number[] }>;
}

export const accountListsApi: AccountListsApi = {
  read: async (publicUserId) =>
    (await apiClient.get(ACCOUNT_LISTS_PATH, accountListsResponseSchema, { query: { publicUserId } }))
      .responseData.data,
  change: async (body) =>
    (await apiClient.post(`${ACCOUNT_LISTS_PATH}/changes`, accountListsResponseSchema, { body })).responseData
      .data,
  merge: async (body) =>
    (await apiClient.post(`${ACCOUNT_LISTS_PATH}/merge`, mergeAccountListsResponseSchema, { body }))
      .responseData.data,
};
