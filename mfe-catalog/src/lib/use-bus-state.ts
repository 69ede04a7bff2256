import { useSyncExternalStore } from 'react';
import { bus, type EVENTS, type EventName, type EventPayload } from 'shared-contracts';

type ReplayedEvent = {
  [N in EventName]: (typeof EVENTS)[N]['replay'] extends true ? N : never;
}[EventName];

/**
 * The last value of a state-like (replayed) event, re-rendering on each new one. bus.current
 * returns the same object until the next publish, as useSyncExternalStore requires.
 */
export function useBusState<N extends ReplayedEvent>(name: N): EventPayload<N> | undefined {
  return useSyncExternalStore(
    (onChange) => bus.on(name, onChange),
    () => bus.current(name),
  );
}

/** A business user (accountType 1) sees the products' business discount flag. */
export function useIsBusinessUser(): boolean {
  return useBusState('shell:session-changed')?.userInfo?.accountType === 1;
}
