import { bus, type EventPayload } from 'shared-contracts';

type Toast = EventPayload<'account:toast-requested'>;

/** Asks the shell for a toast: a MessageId (the shell translates it) or text already translated. */
export function requestToast(kind: Toast['kind'], message: string, durationMs?: number): void {
  bus.publish('account:toast-requested', durationMs ? { kind, message, durationMs } : { kind, message });
}
