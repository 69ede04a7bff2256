import type { EventPayload } from 'shared-contracts';

/** What the cart announces on the bus after an add (`cart:item-added`). */
export type AddedNotice = EventPayload<'cart:item-added'>;

let current: AddedNotice | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * The line just added, for the 'Successfully added.' popup (spec §4), kept by the cart instead of
 * read off the bus by the popup: an add the bus held while the cart loaded (docs/performance.md)
 * reaches the cart during the dropdown's first draw, before any effect of the popup could have
 * subscribed.
 */
export const addedNotice = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): AddedNotice | null => current,
  announce(notice: AddedNotice): void {
    current = notice;
    notify();
  },
  dismiss(): void {
    if (current === null) return;
    current = null;
    notify();
  },
};
