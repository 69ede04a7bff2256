import { useMemo } from 'react';
import { useParams, useSearchParams } from 'shared-contracts/react-router';
import { readListingState, writeListingState, type ListingKind, type ListingState } from './listing-state';

/**
 * The listing's state lives in the address (each change is a history entry, so back and forward
 * walk through it). A change of filters or sort starts again at page 1.
 */
export function useListingState(kind: ListingKind) {
  const [params, setParams] = useSearchParams();
  const { slug } = useParams();
  const state = useMemo(() => readListingState(kind, params, slug), [kind, params, slug]);
  const update = (change: Partial<ListingState>) => {
    const next = { ...state, page: 1, ...change };
    setParams(writeListingState(kind, next));
  };
  return { state, update };
}
