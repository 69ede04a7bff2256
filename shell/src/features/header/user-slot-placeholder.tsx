import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes } from 'shared-contracts';
import { AccountSkeleton } from '../../federation/slot-skeletons';
import { usePageState } from '../../page-state/page-state';

/**
 * The header's account part until the account team's menu has loaded, as the server rendered it
 * from the visitor's Auth.js session cookie (docs/page-rendering.md): the shopper's first name,
 * or the way to sign in, or (not known) a busy skeleton; the same box as the menu, so nothing moves.
 */
export function UserSlotPlaceholder() {
  const { signedOut, signedInAs } = usePageState();
  if (signedInAs)
    return (
      <Link
        to={routes.account()}
        className="sh-header-link sh-user-placeholder"
        data-user-placeholder="account"
      >
        {signedInAs}
      </Link>
    );
  if (signedOut)
    return (
      <Link
        to={routes.login()}
        className="sh-header-link sh-user-placeholder"
        data-user-placeholder="sign-in"
      >
        <FormattedMessage id="nav.signIn" />
      </Link>
    );
  return <AccountSkeleton />;
}
