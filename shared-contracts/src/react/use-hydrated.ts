import { useSyncExternalStore } from 'react';

const nothingToFollow = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on: for a
 * control that needs its handler to do anything (a choice made before would be lost), which is
 * disabled until then (the language select, a listing's sort).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
}
