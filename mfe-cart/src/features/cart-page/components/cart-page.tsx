import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes } from 'shared-contracts';
import { CartTotals } from '../../../components/cart-totals';
import { groupByOrderType } from '../../../components/group-lines';
import { clearByOrderType, lineKeyText, maxQuantity } from '../../../store/cart-rules';
import { cartStore } from '../../../store/cart-service';
import { useCart, useRepriceFailed } from '../../../store/use-cart';
import { CartLine } from './cart-line';
import { EmptyCart } from '../../../components/empty-cart';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function CartPage() {
  const items = useCart();
  const repriceFailed = useRepriceFailed();
  if (!items) return <PagePlaceholder titleId="page.title" />;
  const groups = groupByOrderType(items);
  const business = items.some((line) => line.listPrice !== undefined && line.listPrice !== line.price);

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
                    <CartLine key={lineKeyText(line)} line={line} max={maxQuantity(items, line)} />
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
            {repriceFailed && (
              <p className="cart-alert" role="status" data-testid="reprice-failed">
                <FormattedMessage id="page.repriceFailed" />
              </p>
            )}
            <CartTotals items={items} />
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
