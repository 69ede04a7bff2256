import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes, UNKNOWN_ROUTE } from 'shared-contracts';
import { usePageHead } from '../../head/use-page-head';
import { markMainContentDrawn } from '../../lib/after-main-content';

const NOT_FOUND = { route: UNKNOWN_ROUTE };

/** /pages/404, where every unknown address ends up. */
export function NotFoundPage() {
  useEffect(markMainContentDrawn, []);
  usePageHead(NOT_FOUND);
  return (
    <section className="sh-not-found" data-page="not-found">
      <p className="sh-not-found-code" aria-hidden="true">
        404
      </p>
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="notFound.body" />
      </p>
      <p className="sh-not-found-links">
        <Link to={routes.home()} className="sh-button">
          <FormattedMessage id="notFound.home" />
        </Link>
        <Link to={routes.shop()}>
          <FormattedMessage id="notFound.back" />
        </Link>
      </p>
    </section>
  );
}
