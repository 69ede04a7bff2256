import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { INFO_PAGES, routes } from 'shared-contracts';

export function Footer() {
  return (
    <footer className="sh-footer">
      <nav aria-label="footer">
        {INFO_PAGES.map((page) => (
          <Link key={page} to={routes.info(page)}>
            {page}
          </Link>
        ))}
      </nav>
      <p>
        <FormattedMessage id="footer.rights" values={{ year: new Date().getFullYear() }} />
      </p>
    </footer>
  );
}
