import { useSyncExternalStore } from 'react';
import { addedNotice } from '../../../store/added-notice';

/** The line just added, for the 'Successfully added.' popup (spec §4); null when closed. */
export function useAddedPopup() {
  const added = useSyncExternalStore(addedNotice.subscribe, addedNotice.current);
  return { added, close: addedNotice.dismiss };
}
