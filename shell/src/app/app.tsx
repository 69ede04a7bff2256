import { BrowserRouter } from 'react-router-dom';
import { LocaleProvider } from '../i18n/locale-provider';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <BrowserRouter>
      <LocaleProvider>
        <AppRoutes />
      </LocaleProvider>
    </BrowserRouter>
  );
}
