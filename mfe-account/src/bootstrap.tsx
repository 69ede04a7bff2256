import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import AccountRoutes from './exposed/routes';

/** The team's own page: the login page without the shell. */
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <BrowserRouter>
      <AccountRoutes page="login" />
    </BrowserRouter>,
  );
}
