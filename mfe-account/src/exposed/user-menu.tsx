import { AccountRoot } from '../app/account-root';
import { UserMenu } from '../features/user-menu/components/user-menu';

/** The header's user dropdown. */
export default function AccountUserMenu() {
  return (
    <AccountRoot inline>
      <UserMenu />
    </AccountRoot>
  );
}
