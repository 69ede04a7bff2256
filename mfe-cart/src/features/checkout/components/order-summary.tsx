import { FormattedMessage } from 'react-intl';
import type { CartItem } from 'shared-contracts';
import { Amount } from '../../../components/amount';
import { CartTotals } from '../../../components/cart-totals';
import { groupByOrderType } from '../../../components/group-lines';
import { cartTotals, linePrices } from '../../../components/server-prices';
import { lineKeyText } from '../../../store/cart-rules';
import { useServerPrices } from '../../../store/use-cart';

/** What will be ordered, at the server's prices (place-order prices it again from the database). */
export function OrderSummary({ items }: { items: readonly CartItem[] }) {
  const prices = useServerPrices();
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">
        <FormattedMessage id="checkout.summary" />
      </h2>
      {groupByOrderType(items).map(({ orderType, lines }) => (
        <div key={orderType}>
          <h3 className="cart-summary-group">
            <FormattedMessage id={`orderType.${orderType}`} />
          </h3>
          <ul className="cart-summary-lines">
            {lines.map((line) => (
              <li key={lineKeyText(line)}>
                <span>
                  {line.qty} × {line.name}
                </span>
                <span data-testid="checkout-line-total">
                  <Amount cents={linePrices(line, prices).total} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <CartTotals totals={cartTotals(items, prices)} />
    </aside>
  );
}
