import { FormattedMessage } from 'react-intl';
import { toCents, type CartItem } from 'shared-contracts';
import { CartTotals } from '../../../components/cart-totals';
import { groupByOrderType } from '../../../components/group-lines';
import { usePrice } from '../../../components/use-price';
import { lineKeyText } from '../../../store/cart-rules';

/** What will be ordered, at the prices shown in the cart (the server re-checks them). */
export function OrderSummary({ items }: { items: readonly CartItem[] }) {
  const price = usePrice();
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
                <span>{price.cents(toCents(line.price) * line.qty)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <CartTotals items={items} />
    </aside>
  );
}
