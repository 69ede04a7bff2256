import { useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes } from 'shared-contracts';

/** Spec §2: home, Products, Detail. */
export function Breadcrumbs() {
  const intl = useIntl();
  return (
    <nav className="cat-breadcrumbs" aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })}>
      <ol>
        <li>
          <Link to={routes.home()}>{intl.formatMessage({ id: 'breadcrumbs.home' })}</Link>
        </li>
        <li>
          <Link to={routes.shop()}>{intl.formatMessage({ id: 'breadcrumbs.products' })}</Link>
        </li>
        <li aria-current="page">{intl.formatMessage({ id: 'breadcrumbs.detail' })}</li>
      </ol>
    </nav>
  );
}
