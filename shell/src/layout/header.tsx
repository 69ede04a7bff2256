import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { routes } from 'shared-contracts';
import { RemoteSlot } from '../federation/remote-slot';
import { HeaderSearch } from './header-search';
import { LanguageSelect } from './language-select';
import { QuickLinks } from './quick-links';

export function Header() {
  const intl = useIntl();
  return (
    <header className="sh-header">
      <div className="sh-header-main">
        <Link to={routes.home()} className="sh-logo" aria-label={intl.formatMessage({ id: 'header.home' })}>
          Riode
        </Link>
        <HeaderSearch />
        <div className="sh-header-tools">
          <LanguageSelect />
          <Link to={routes.account()} className="sh-header-link">
            <FormattedMessage id="nav.account" />
          </Link>
          <div className="sh-cart-slot">
            <RemoteSlot
              remote="cart"
              compact
              expose="./cart-dropdown"
              props={{}}
              placeholder={<span className="sh-cart-placeholder" />}
            />
          </div>
        </div>
      </div>
      <QuickLinks />
    </header>
  );
}
