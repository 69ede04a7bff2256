import { useSyncExternalStore } from 'react';
import { bus, MODAL_CLOSE_ANIMATION_MS, type EventName, type EventPayload } from 'shared-contracts';

export type ModalKind = Exclude<EventPayload<'catalog:modal-requested'>['modal'], 'none'>;

export interface OpenModal {
  kind: ModalKind;
  productId?: number;
  /** True during the close animation (spec §9: 330 ms), before the frame goes. */
  closing: boolean;
}

let current: OpenModal | null = null;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: OpenModal | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Opens one of the shell's modal frames; a quick view needs the product to show. */
export function openModal(kind: ModalKind, productId?: number): void {
  if (kind === 'quickview' && productId === undefined) return;
  clearTimeout(closeTimer);
  set(productId === undefined ? { kind, closing: false } : { kind, productId, closing: false });
}

/** Starts the close animation; the frame is removed when it has run. */
export function closeModal(): void {
  if (!current || current.closing) return;
  set({ ...current, closing: true });
  closeTimer = setTimeout(() => set(null), MODAL_CLOSE_ANIMATION_MS);
}

export function useOpenModal(): OpenModal | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => current,
    () => null,
  );
}

const REQUESTS = [
  'catalog:modal-requested',
  'cart:modal-requested',
  'account:modal-requested',
] as const satisfies readonly EventName[];

/** Any team may ask for a modal (`<team>:modal-requested`); 'none' closes the open one. */
export function followModalRequests(): () => void {
  const stops = REQUESTS.map((name) =>
    bus.on(name, ({ modal, productId }) => (modal === 'none' ? closeModal() : openModal(modal, productId))),
  );
  return () => stops.forEach((stop) => stop());
}
