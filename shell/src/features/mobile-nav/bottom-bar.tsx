import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'shared-contracts/react-router';
import { badgeText, routes, useBusState } from 'shared-contracts';
import { useSession } from '../../session/use-session';
import { BarIcon } from '../../components/bar-icons';

/**
 * The mobile bottom bar (spec §2, shown below 768 px by CSS): Home, Shop, Cart, and Account when
 * signed in or Sign in when signed out, as the session the shell publishes says. The cart's count
 * is the cart team's announcement; like the server, the hydrating render has none yet.
 */
export function BottomBar() {
  const intl = useIntl();
  const { status } = useSession();
  const count = useBusState('cart:changed')?.count ?? 0;
  return (
    <nav className="sh-bottom-bar" aria-label={intl.formatMessage({ id: 'mobile.bar' })}>
      <NavLink to={routes.home()} end>
        <BarIcon name="home" />
        <FormattedMessage id="nav.home" />
      </NavLink>
      <NavLink to={routes.shop()}>
        <BarIcon name="shop" />
        <FormattedMessage id="nav.shop" />
      </NavLink>
      <NavLink to={routes.cart()}>
        <BarIcon name="cart" />
        <FormattedMessage id="nav.cart" />
        {count > 0 && <span className="sh-badge">{badgeText(count)}</span>}
      </NavLink>
      {status === 'authenticated' ? (
        <NavLink to={routes.account()}>
          <BarIcon name="user" />
          <FormattedMessage id="nav.account" />
        </NavLink>
      ) : (
        <NavLink to={routes.login()}>
          <BarIcon name="user" />
          <FormattedMessage id="nav.signIn" />
        </NavLink>
      )}
    </nav>
  );
}
