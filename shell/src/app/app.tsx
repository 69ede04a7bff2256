import { useEffect } from 'react';
import { BrowserRouter } from 'shared-contracts/react-router';
import { ToastHost } from '../features/toasts/toast-host';
import { LocaleProvider } from '../i18n/locale-provider';
import { followModalRequests } from '../modals/modal-store';
import { startSession } from '../session/session';
import { AppRoutes } from './app-routes';

export function App() {
  useEffect(() => startSession(), []);
  useEffect(() => followModalRequests(), []);
  return (
    <BrowserRouter>
      <LocaleProvider>
        <AppRoutes />
        <ToastHost />
      </LocaleProvider>
    </BrowserRouter>
  );
}
