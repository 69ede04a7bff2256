import type { RemoteRoutesProps } from 'shared-contracts';
import { AccountRoot } from '../app/account-root';
import { LoginPage } from '../features/login/login-page';
import { PendingPage } from '../features/pending/pending-page';

/** The account team's pages, as the shell asks for them. */
export default function AccountRoutes({ page }: RemoteRoutesProps<'account'>) {
  return (
    <AccountRoot>
      {page === 'login' && <LoginPage />}
      {page === 'reset-password' && <PendingPage titleId="reset.title" />}
      {page === 'account' && <PendingPage titleId="account.title" />}
    </AccountRoot>
  );
}
