import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'shared-contracts/react-router';
import { ACCOUNT_TABS, needsB2BConfirmation, routes, SESSION_REQUIRED } from 'shared-contracts';
import { isB2BUnconfirmedFlag } from '../../../lib/b2b-flag';
import { useSession } from '../../../lib/session';
import { signOut } from '../../../lib/sign-out';
import { OrderTracking } from './order-tracking';
import { OrdersTab } from './orders-tab';
import { ProfileTab } from './profile-tab';

/**
 * Without a session the shell's required-session check sends the visitor to sign in; this page
 * does the same (Auth.js's signin route with SessionRequired), so it never shows a broken page.
 */
function useSessionRequired(unauthenticated: boolean) {
  const location = useLocation();
  useEffect(() => {
    if (!unauthenticated) return;
    const callbackUrl = `${location.pathname}${location.search}`;
    window.location.assign(routes.signIn({ error: SESSION_REQUIRED, callbackUrl }));
  }, [unauthenticated, location.pathname, location.search]);
}

/** /pages/account: tab 1 profile, tab 3 orders (and track={orderNumber}), the B2B notice, Log out. */
export function AccountPage() {
  const intl = useIntl();
  const session = useSession();
  const [params] = useSearchParams();
  useSessionRequired(session.status === 'unauthenticated');
  const user = session.userInfo;
  // The shopper is known only in the browser, after hydration: until then a skeleton of one size.
  if (session.status !== 'authenticated' || !user)
    return (
      <section className="acc-page" aria-busy="true">
        <h1>
          <FormattedMessage id="account.title" />
        </h1>
        <div className="acc-page-placeholder" />
      </section>
    );
  const tab = params.get('tabId') === String(ACCOUNT_TABS.orders) ? 'orders' : 'profile';
  const track = params.get('track');
  return (
    <section className="acc-page acc-account">
      <h1>
        <FormattedMessage id="account.title" />
      </h1>
      <p className="acc-greeting">
        <FormattedMessage id="account.hello" values={{ name: `${user.firstName} ${user.lastName}` }} />
      </p>
      {needsB2BConfirmation(user) && (
        <p
          className="acc-notice acc-notice-warning"
          role={isB2BUnconfirmedFlag(params.get('b2bunf')) ? 'alert' : 'status'}
        >
          <FormattedMessage id="account.b2bUnconfirmed" />
        </p>
      )}
      <nav className="acc-account-nav" aria-label={intl.formatMessage({ id: 'account.title' })}>
        <Link
          to={routes.account({ tabId: ACCOUNT_TABS.profile })}
          aria-current={tab === 'profile' ? 'page' : undefined}
        >
          <FormattedMessage id="account.profile" />
        </Link>
        <Link
          to={routes.account({ tabId: ACCOUNT_TABS.orders })}
          aria-current={tab === 'orders' ? 'page' : undefined}
        >
          <FormattedMessage id="account.orders" />
        </Link>
        <button type="button" className="acc-link-button" onClick={signOut}>
          <FormattedMessage id="menu.logout" />
        </button>
      </nav>
      {tab === 'profile' && <ProfileTab user={user} />}
      {tab === 'orders' && (track ? <OrderTracking orderNumber={track} /> : <OrdersTab userId={user.id} />)}
    </section>
  );
}
