import { FormattedMessage, useIntl } from 'react-intl';
import type { Product } from 'shared-contracts';
import { useIsBusinessUser } from '../lib/use-is-business-user';
import { OfferCountdown } from './offer-countdown';
import { Price } from './price';
import { PurchasePanel } from './purchase-panel';
import { StockStatus } from './stock-status';

interface Props {
  product: Product;
  headingLevel?: 1 | 2;
  /** The time the offer countdown's first render counts from (useCountdown's firstNow). */
  firstNow?: number;
}

/** What the product page and the quick view both show beside the pictures, the buying block included. */
export function ProductSummary({ product, headingLevel = 1, firstNow }: Props) {
  const intl = useIntl();
  const business = useIsBusinessUser();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="cat-summary">
      <Heading className="cat-summary-name">{product.name}</Heading>
      <dl className="cat-facts">
        <div>
          <dt>
            <FormattedMessage id="product.brand" />
          </dt>
          <dd>{product.brand}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="product.condition" />
          </dt>
          <dd>
            {intl.formatMessage({ id: `condition.${product.condition}`, defaultMessage: product.condition })}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="product.stock" />
          </dt>
          <dd>
            <StockStatus product={product} />
          </dd>
        </div>
      </dl>
      <Price product={product} withVatNote />
      {/* Who is signed in lives in the browser: the server and the first render draw the badge's
          box empty, the browser fills it in for a business user. */}
      {product.productB2BDiscountFlag && (
        <p
          // Not a business shopper (or not known yet, as on the server): the badge keeps its box,
          // unseen, so nothing moves when it shows. A class, not a style attribute: the page's
          // CSP allows no inline style in the server's HTML.
          className={`cat-badge cat-badge-b2b${business ? '' : ' cat-badge-kept'}`}
          data-testid={business ? 'b2b-discount' : undefined}
          aria-hidden={business ? undefined : true}
        >
          <FormattedMessage id="product.businessDiscount" />
        </p>
      )}
      {/* An offer that has ended comes with isSale false, the regular price and its end date
          (backend/src/catalog/offer-price.ts): the countdown then shows that it has finished. */}
      {(product.isSale || product.offerEndDate) && (
        <OfferCountdown offerEndDate={product.offerEndDate} firstNow={firstNow} />
      )}
      <PurchasePanel product={product} />
    </div>
  );
}
