import { AccountRoot } from '../app/account-root';
import { headerTranslations } from '../i18n/header-translations';
import { UserMenu } from '../features/user-menu/components/user-menu';

/** The header's user dropdown. */
export default function AccountUserMenu() {
  return (
    <AccountRoot translations={headerTranslations} inline>
      <UserMenu />
    </AccountRoot>
  );
}
