import { useMemo, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'shared-contracts/react-router';
import { readListingState, writeListingState, type ListingKind, type ListingState } from './listing-state';

/** What the listing last wrote into the address, and the history entry it was drawn for then. */
interface Written {
  from: string;
  state: ListingState;
}

/**
 * The listing's state lives in the address (each change is a history entry, so back and forward
 * walk through it). A change of filters or sort starts again at page 1; only a change the
 * shopper makes writes the address.
 *
 * The router moves to a new address inside a transition, and the shell draws the page for it
 * once its loader has answered (shell/src/app/remote-page.tsx): until then this page is still
 * drawn for the address before. What it wrote is shown, and the next change is built on it, in
 * the meantime: a filter chosen while a new sort loads keeps that sort. Once the page is drawn
 * for another entry (the one written, or one back or forward), the address alone counts again.
 */
export function useListingState(kind: ListingKind) {
  const [params, setParams] = useSearchParams();
  const { slug } = useParams();
  const { key, pathname } = useLocation();
  const drawn = useMemo(() => readListingState(kind, params, slug), [kind, params, slug]);
  const [written, setWritten] = useState<Written | null>(null);
  if (written && written.from !== key) setWritten(null);
  const state = written?.from === key ? written.state : drawn;
  const update = (change: Partial<ListingState>) => {
    const next = { ...state, page: 1, ...change };
    setWritten({ from: key, state: next });
    setParams(writeListingState(kind, next));
  };
  /** The address of another page of this listing, as it stands. */
  const pageHref = (page: number) => {
    const query = writeListingState(kind, { ...state, page }).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return { state, update, pageHref };
}
