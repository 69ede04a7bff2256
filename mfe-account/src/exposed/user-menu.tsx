import type { RemoteWidgetProps } from 'shared-contracts';
import { AccountRoot } from '../app/account-root';
import { headerTranslations } from '../i18n/header-translations';
import { UserMenu } from '../features/user-menu/components/user-menu';

/** The header's user dropdown. */
export default function AccountUserMenu({ locale }: RemoteWidgetProps) {
  return (
    <AccountRoot locale={locale} translations={headerTranslations} inline>
      <UserMenu />
    </AccountRoot>
  );
}
