import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'shared-contracts/react-router';
import AccountRoutes from './exposed/routes';
import AccountUserMenu from './exposed/user-menu';

/** The team's own pages without the shell: login, reset password, account and order tracking, with the user menu on top. */
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <BrowserRouter>
      <AccountUserMenu locale="nl_NL" />
      <Routes>
        <Route path="/pages/resetpassword" element={<AccountRoutes page="reset-password" locale="nl_NL" />} />
        <Route path="/pages/account" element={<AccountRoutes page="account" locale="nl_NL" />} />
        <Route path="/pages/track-order" element={<AccountRoutes page="track-order" locale="nl_NL" />} />
        <Route path="*" element={<AccountRoutes page="login" locale="nl_NL" />} />
      </Routes>
    </BrowserRouter>,
  );
}
