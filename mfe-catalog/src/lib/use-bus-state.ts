import { useSyncExternalStore } from 'react';
import { bus, type EVENTS, type EventName, type EventPayload } from 'shared-contracts';

type ReplayedEvent = {
  [N in EventName]: (typeof EVENTS)[N]['replay'] extends true ? N : never;
}[EventName];

/** Not known yet: what the server draws, and so what the browser's first render (hydration) draws. */
const notKnownYet = () => undefined;

/**
 * The last value of a state-like (replayed) event, re-rendering on each new one. bus.current
 * returns the same object until the next publish, as useSyncExternalStore requires.
 *
 * These events carry one shopper's state (session, cart, wishlist), which lives in the browser:
 * the server, which draws for everyone at once, never reads them, and a hydrating browser starts
 * from the same "not known yet" before it reads its own (docs/page-rendering.md).
 */
export function useBusState<N extends ReplayedEvent>(name: N): EventPayload<N> | undefined {
  return useSyncExternalStore(
    (onChange) => bus.on(name, onChange),
    () => bus.current(name),
    notKnownYet,
  );
}

/** A business user (accountType 1) sees the products' business discount flag. */
export function useIsBusinessUser(): boolean {
  return useBusState('shell:session-changed')?.userInfo?.accountType === 1;
}
