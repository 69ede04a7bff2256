import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Slide, toast, ToastContainer } from 'react-toastify';
import { bus, TOAST_AUTO_CLOSE_MS, type EventName, type EventPayload } from 'shared-contracts';
import { toastText } from './toast-text';

const REQUESTS = [
  'catalog:toast-requested',
  'cart:toast-requested',
  'account:toast-requested',
] as const satisfies readonly EventName[];

type ToastRequest = EventPayload<'catalog:toast-requested'>;

/**
 * The shop's toasts (spec §8, §9): any team asks on the bus, the shell shows them, translated,
 * closing after 3 s unless the request says otherwise (the 10 s messages). A user's own logout
 * shows 'Log out Successfully' as a warning.
 */
export function ToastHost() {
  const intl = useIntl();
  useEffect(() => {
    const show = ({ kind, message, durationMs }: ToastRequest) =>
      toast(toastText(intl, message), { type: kind, autoClose: durationMs ?? TOAST_AUTO_CLOSE_MS });
    const stops = [
      ...REQUESTS.map((name) => bus.on(name, show)),
      bus.on('shell:session-ended', ({ reason }) => {
        if (reason === 'logout') show({ kind: 'warning', message: 'logoutSuccess' });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [intl]);
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      transition={Slide}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
    />
  );
}
