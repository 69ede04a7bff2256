import { useSyncExternalStore } from 'react';
import { bus } from '../bus/bus';
import type { EVENTS, EventName, EventPayload } from '../bus/events';

/** The events that carry state (replayed to late listeners): session, cart, wishlist. */
export type ReplayedEvent = {
  [N in EventName]: (typeof EVENTS)[N]['replay'] extends true ? N : never;
}[EventName];

/** Not known yet: what the server draws, and so what the browser's hydrating render draws. */
const notKnownYet = () => undefined;

/**
 * The last value of a state-like (replayed) event, re-rendering on each new one. bus.current
 * returns the same object until the next publish, as useSyncExternalStore requires.
 *
 * These events carry one shopper's state, which lives in the browser: the server, which draws for
 * everyone at once, never reads them, and a hydrating browser starts from the same "not known yet"
 * before it reads its own (docs/page-rendering.md). Reading bus.current during the first render
 * instead draws what the server did not (a cart count, say), and React then throws the server's
 * whole page away and draws it again, losing what the shopper had typed meanwhile.
 */
export function useBusState<N extends ReplayedEvent>(name: N): EventPayload<N> | undefined {
  return useSyncExternalStore(
    (onChange) => bus.on(name, onChange),
    () => bus.current(name),
    notKnownYet,
  );
}
