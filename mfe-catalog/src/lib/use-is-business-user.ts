import { useBusState } from 'shared-contracts';

/** A business user (accountType 1) sees the products' business discount flag. */
export function useIsBusinessUser(): boolean {
  return useBusState('shell:session-changed')?.userInfo?.accountType === 1;
}
