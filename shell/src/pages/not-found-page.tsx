import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { routes } from 'shared-contracts';

export function NotFoundPage() {
  return (
    <section className="sh-not-found">
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="notFound.body" />
      </p>
      <Link to={routes.shop()}>
        <FormattedMessage id="notFound.back" />
      </Link>
    </section>
  );
}
