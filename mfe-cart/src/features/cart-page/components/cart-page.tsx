import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes } from 'shared-contracts';
import { CartTotals } from '../../../components/cart-totals';
import { groupByOrderType } from '../../../components/group-lines';
import { clearByOrderType, lineKeyText, maxQuantity } from '../../../store/cart-rules';
import { cartStore } from '../../../store/cart-service';
import { useCart, useServerPrices } from '../../../store/use-cart';
import { cartTotals, hasBusinessPrices, linePrices, pricesMissing } from '../../../components/server-prices';
import { CartLine } from './cart-line';
import { EmptyCart } from '../../../components/empty-cart';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function CartPage() {
  const items = useCart();
  const prices = useServerPrices();
  if (!items) return <PagePlaceholder titleId="page.title" />;
  const groups = groupByOrderType(items);
  const business = hasBusinessPrices(items, prices);

  return (
    <section className="cart-page">
      <h1>
        <FormattedMessage id="page.title" />
      </h1>
      {items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="cart-page-body">
          <div className="cart-groups">
            {groups.map(({ orderType, lines }) => (
              <section key={orderType} className="cart-group" aria-labelledby={`cart-group-${orderType}`}>
                <div className="cart-group-head">
                  <h2 id={`cart-group-${orderType}`}>
                    <FormattedMessage id={`orderType.${orderType}`} />
                  </h2>
                  {groups.length > 1 && (
                    <button
                      type="button"
                      className="cart-link-button"
                      onClick={() => cartStore().update((all) => clearByOrderType(all, orderType))}
                    >
                      <FormattedMessage id={`page.clear.${orderType}`} />
                    </button>
                  )}
                </div>
                <ul className="cart-lines">
                  {lines.map((line) => (
                    <CartLine
                      key={lineKeyText(line)}
                      line={line}
                      prices={linePrices(line, prices)}
                      max={maxQuantity(items, line)}
                    />
                  ))}
                </ul>
              </section>
            ))}
            <button type="button" className="cart-link-button" onClick={() => cartStore().clear()}>
              <FormattedMessage id="page.clear" />
            </button>
          </div>
          <aside className="cart-summary">
            {business && (
              <p className="cart-business-note">
                <FormattedMessage id="page.businessPrices" />
              </p>
            )}
            {pricesMissing(items, prices) && (
              <p className="cart-alert" role="status" data-testid="reprice-failed">
                <FormattedMessage id="page.pricesFailed" />
              </p>
            )}
            <CartTotals totals={cartTotals(items, prices)} />
            <Link to={routes.checkout()} className="cart-button cart-button-wide">
              <FormattedMessage id="popup.checkout" />
            </Link>
            <Link to={routes.shop()} className="cart-link">
              <FormattedMessage id="page.continue" />
            </Link>
          </aside>
        </div>
      )}
    </section>
  );
}
