import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes } from 'shared-contracts';

/** A banner that leads to the sale page, with how many offers there are when that could be read. */
export function SaleTeaser({ count }: { count: number | undefined }) {
  return (
    <section className="cat-sale-teaser" data-testid="sale-teaser">
      <div>
        <p className="cat-hero-kicker">
          <FormattedMessage id="home.saleKicker" />
        </p>
        <h2 className="cat-sale-teaser-title">
          <FormattedMessage id="home.saleTitle" />
        </h2>
        <p className="cat-sale-teaser-count">
          {count !== undefined && <FormattedMessage id="home.saleCount" values={{ count }} />}
        </p>
      </div>
      <Link to={routes.sale()} className="cat-button cat-button-light">
        <FormattedMessage id="home.saleCta" />
      </Link>
    </section>
  );
}
