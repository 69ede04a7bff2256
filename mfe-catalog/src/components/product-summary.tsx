import { FormattedMessage, useIntl } from 'react-intl';
import type { Product } from 'shared-contracts';
import { useIsBusinessUser } from '../lib/use-bus-state';
import { OfferCountdown } from './offer-countdown';
import { Price } from './price';
import { PurchasePanel } from './purchase-panel';
import { StockStatus } from './stock-status';

/** What the product page and the quick view both show beside the pictures, the buying block included. */
export function ProductSummary({ product, headingLevel = 1 }: { product: Product; headingLevel?: 1 | 2 }) {
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
      {business && product.productB2BDiscountFlag && (
        <p className="cat-badge cat-badge-b2b" data-testid="b2b-discount">
          <FormattedMessage id="product.businessDiscount" />
        </p>
      )}
      {product.isSale && <OfferCountdown offerEndDate={product.offerEndDate} />}
      <PurchasePanel product={product} />
    </div>
  );
}
