import type { RemoteRoutesProps } from 'shared-contracts';
import { AccountRoot } from '../app/account-root';
import { pageTranslations } from '../i18n/page-translations';
import { AccountPage } from '../features/account/components/account-page';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/reset-password/components/reset-password-page';

/** The account team's pages, as the shell asks for them. */
export default function AccountRoutes({ page }: RemoteRoutesProps<'account'>) {
  return (
    <AccountRoot translations={pageTranslations}>
      {page === 'login' && <LoginPage />}
      {page === 'reset-password' && <ResetPasswordPage />}
      {page === 'account' && <AccountPage />}
    </AccountRoot>
  );
}
