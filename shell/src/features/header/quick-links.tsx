import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { QUICK_LINK_CATEGORIES, routes } from 'shared-contracts';

/** The quick-link row of spec §2, fixed category ids, plus 'lots of deals' to the sale page. */
export function QuickLinks() {
  const intl = useIntl();
  return (
    <nav className="sh-quick-links" aria-label={intl.formatMessage({ id: 'header.quickLinks' })}>
      {QUICK_LINK_CATEGORIES.map(({ key, categoryId }) => (
        <Link key={key} to={routes.categoryPage(categoryId)}>
          <FormattedMessage id={`quick.${key}`} />
        </Link>
      ))}
      <Link to={routes.sale()} className="sh-deals">
        <FormattedMessage id="quick.deals" />
      </Link>
    </nav>
  );
}
