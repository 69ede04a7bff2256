import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { ACCOUNT_TABS, bus, routes } from 'shared-contracts';
import { useSession } from '../../../lib/session';
import { signOut } from '../../../lib/sign-out';

/** Closes the dropdown on Escape or a click outside it. */
function useDismiss(open: boolean, close: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const onClick = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open, close]);
  return ref;
}

/** The header's user dropdown: Sign in when signed out; the name, account links and Log out when signed in. */
export function UserMenu() {
  const intl = useIntl();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const ref = useDismiss(open, close);
  const user = session.status === 'authenticated' ? session.userInfo : null;

  // Not known yet (the server's render, hydration, or the shell still asking): a box the size of
  // the menu, so neither "Sign in" nor a name flashes before the real one.
  if (session.status === 'loading')
    return <span className="acc-menu-pending" aria-busy="true" data-testid="acc-menu-pending" />;
  if (!user)
    return (
      <button
        type="button"
        className="acc-menu-signin"
        onClick={() => bus.publish('account:modal-requested', { modal: 'login' })}
      >
        <FormattedMessage id="menu.signIn" />
      </button>
    );
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <div className="acc-menu" ref={ref}>
      {/* Its name starts with the name it shows, so voice control finds it by what the shopper sees. */}
      <button
        type="button"
        className="acc-menu-toggle"
        aria-expanded={open}
        aria-controls="acc-menu-list"
        aria-label={intl.formatMessage({ id: 'menu.named' }, { name })}
        onClick={() => setOpen((value) => !value)}
      >
        {name}
      </button>
      {open && (
        <ul id="acc-menu-list" className="acc-menu-list">
          <li>
            <Link to={routes.account({ tabId: ACCOUNT_TABS.profile })} onClick={close}>
              <FormattedMessage id="account.profile" />
            </Link>
          </li>
          <li>
            <Link to={routes.account({ tabId: ACCOUNT_TABS.orders })} onClick={close}>
              <FormattedMessage id="account.orders" />
            </Link>
          </li>
          <li>
            <Link to="/pages/wishlist" onClick={close}>
              <FormattedMessage id="menu.wishlist" />
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="acc-link-button"
              onClick={() => {
                close();
                signOut();
              }}
            >
              <FormattedMessage id="menu.logout" />
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
