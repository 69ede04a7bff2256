import { useSyncExternalStore } from 'react';
import { addedNotice } from '../../../store/added-notice';

/** The line just added, for the 'Successfully added.' popup (spec §4); null when closed. */
export function useAddedPopup() {
  // Nothing was added on the server; a held add shows right after hydration.
  const added = useSyncExternalStore(addedNotice.subscribe, addedNotice.current, () => null);
  return { added, close: addedNotice.dismiss };
}
