import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes } from 'shared-contracts';
import { useSession } from '../../session/use-session';

/** The header's user link while the account team's user menu cannot load. */
export function UserMenuFallback() {
  const { status } = useSession();
  return status === 'authenticated' ? (
    <Link to={routes.account()} className="sh-header-link" data-user-menu-fallback="account">
      <FormattedMessage id="nav.account" />
    </Link>
  ) : (
    <Link to={routes.login()} className="sh-header-link" data-user-menu-fallback="sign-in">
      <FormattedMessage id="nav.signIn" />
    </Link>
  );
}
