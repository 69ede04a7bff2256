import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes, type CartItem } from 'shared-contracts';
import { Amount } from '../../../components/amount';
import { LineImage } from '../../../components/line-image';
import { QuantityInput } from '../../../components/quantity-input';
import type { LinePrices } from '../../../components/server-prices';
import { removeItem, setQuantity } from '../../../store/cart-rules';
import { cartStore } from '../../../store/cart-service';

/** One cart line: the server's unit price (a business price below the struck-through regular one), quantity within stock, line total. */
export function CartLine({ line, prices, max }: { line: CartItem; prices: LinePrices; max: number }) {
  const intl = useIntl();
  const { unit, list, total, stock } = prices;
  const discounted = unit !== undefined && list !== undefined && unit < list;
  return (
    <li className="cart-line" data-product-id={line.id} data-order-type={line.orderType}>
      <LineImage images={line.prodImageList} />
      <div className="cart-line-main">
        <Link className="cart-line-name" to={routes.product(line)}>
          {line.name}
        </Link>
        <span className="cart-line-unit">
          {discounted && (
            <s className="cart-line-list-price">
              <Amount cents={list} />
            </s>
          )}{' '}
          <span data-testid="cart-unit-price">
            <Amount cents={unit} />
          </span>
        </span>
        {stock === undefined ? (
          // The stored stock may be anyone's writing: its note waits for the server's, in a box of its size.
          (line.number === 0 || line.qty >= max) && (
            <span className="cart-line-stock">
              <span className="cart-price-pending" aria-hidden="true" />
            </span>
          )
        ) : stock === 0 ? (
          <span className="cart-line-stock">
            <FormattedMessage id="page.soldOut" />
          </span>
        ) : (
          line.qty >= max && (
            <span className="cart-line-stock">
              <FormattedMessage id="page.maxStock" values={{ max: stock }} />
            </span>
          )
        )}
      </div>
      <QuantityInput
        value={line.qty}
        max={max}
        label={intl.formatMessage({ id: 'qty.of' }, { name: line.name })}
        onChange={(qty) => cartStore().update((items) => setQuantity(items, line, qty))}
      />
      <strong className="cart-line-total" data-testid="cart-line-total">
        <Amount cents={total} />
      </strong>
      <button
        type="button"
        className="cart-icon-button"
        aria-label={intl.formatMessage({ id: 'page.removeLine' }, { name: line.name })}
        onClick={() => cartStore().update((items) => removeItem(items, line))}
      >
        ×
      </button>
    </li>
  );
}
