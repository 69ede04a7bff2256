import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'shared-contracts/react-router';
import type { PageState } from 'shared-contracts';
import { ToastHost } from '../features/toasts/toast-host';
import { LocaleProvider } from '../i18n/locale-provider';
import { followModalRequests } from '../modals/modal-store';
import { PageStateProvider } from '../page-state/page-state';
import { startSession } from '../session/session';
import { AppRoutes } from './app-routes';

/** The shell's tree under a router: the same on the server and in the browser. */
export function ShellTree({ state }: { state: PageState }): ReactNode {
  return (
    <PageStateProvider state={state}>
      <LocaleProvider initialLocale={state.locale}>
        <AppRoutes />
        <ToastHost />
      </LocaleProvider>
    </PageStateProvider>
  );
}

/** The shell in the browser: it hydrates what the server rendered with the same page state. */
export function App({ state }: { state: PageState }) {
  // The page's buttons work from here on (shell/src/styles/base.css holds them until then): the
  // remotes' parts the server drew hydrated in this same pass, their modules loaded before it
  // (shell/src/bootstrap.tsx).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  useEffect(() => startSession(), []);
  useEffect(() => followModalRequests(), []);
  return (
    <BrowserRouter>
      <ShellTree state={state} />
    </BrowserRouter>
  );
}
