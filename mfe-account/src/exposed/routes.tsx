import type { PrepareModule, RemoteLoaders, RemoteRoutesProps } from 'shared-contracts';
import { AccountRoot } from '../app/account-root';
import { pageTranslations } from '../i18n/page-translations';
import { AccountPage } from '../features/account/components/account-page';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/reset-password/components/reset-password-page';
import { TrackOrderPage } from '../features/account/components/track-order-page';

/** Each page's head: its title and description, canonical address, structured data. */
export { heads } from '../head/page-heads';

/** Its messages in the page's language, loaded before the page hydrates. */
export const prepare: PrepareModule = (locale) => pageTranslations.load(locale);

/**
 * No page of the account needs server data: sign-in, reset-password and order tracking are forms
 * the server draws whole, and the account page needs the signed-in shopper, whom only the browser knows.
 */
export const loaders: RemoteLoaders<'account'> = {};

/** The account team's pages, as the shell asks for them. */
export default function AccountRoutes({ page, locale }: RemoteRoutesProps<'account'>) {
  return (
    <AccountRoot locale={locale} translations={pageTranslations}>
      {page === 'login' && <LoginPage />}
      {page === 'reset-password' && <ResetPasswordPage />}
      {page === 'account' && <AccountPage />}
      {page === 'track-order' && <TrackOrderPage />}
    </AccountRoot>
  );
}
