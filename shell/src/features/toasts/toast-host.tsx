import { useEffect, useEffectEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { bus, TOAST_AUTO_CLOSE_MS, type EventName, type EventPayload } from 'shared-contracts';
import { toastText } from './toast-text';
import type * as ToastViewExports from './toast-view';

const REQUESTS = [
  'catalog:toast-requested',
  'cart:toast-requested',
  'account:toast-requested',
] as const satisfies readonly EventName[];

type ToastRequest = EventPayload<'catalog:toast-requested'>;
type ToastViewModule = typeof ToastViewExports;

// Most visits never show a toast: the library (about 8 KB gzip) comes with the first one.
let toastView: Promise<ToastViewModule> | undefined;
const loadToastView = () => (toastView ??= import(/* webpackChunkName: "toasts" */ './toast-view'));

/**
 * The shop's toasts (spec §8, §9): any team asks on the bus, the shell shows them, translated,
 * closing after 3 s unless the request says otherwise (the 10 s messages). A user's own logout
 * shows 'Log out Successfully' as a warning.
 */
export function ToastHost() {
  const intl = useIntl();
  const [view, setView] = useState<ToastViewModule>();
  // An effect event reads the language of the moment: a toast asked for just after a language
  // switch is in the new language, and the bus subscriptions stay the same throughout.
  const show = useEffectEvent(({ kind, message, durationMs }: ToastRequest) => {
    const text = toastText(intl, message);
    loadToastView().then(
      (module) => {
        setView(() => module);
        module.showToast(text, kind, durationMs ?? TOAST_AUTO_CLOSE_MS);
      },
      () => {
        toastView = undefined; // offline: the next toast tries again
      },
    );
  });
  useEffect(() => {
    const stops = [
      ...REQUESTS.map((name) => bus.on(name, (request) => show(request))),
      bus.on('shell:session-ended', ({ reason }) => {
        if (reason === 'logout') show({ kind: 'warning', message: 'logoutSuccess' });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);
  return view ? <view.ToastView /> : null;
}
