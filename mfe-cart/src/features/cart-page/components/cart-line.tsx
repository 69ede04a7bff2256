import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes, toCents, type CartItem } from 'shared-contracts';
import { LineImage } from '../../../components/line-image';
import { QuantityInput } from '../../../components/quantity-input';
import { usePrice } from '../../../components/use-price';
import { removeItem, setQuantity } from '../../../store/cart-rules';
import { cartStore } from '../../../store/cart-service';

/** One cart line: unit price (the server's after a B2B re-price), quantity within stock, line total. */
export function CartLine({ line, max }: { line: CartItem; max: number }) {
  const intl = useIntl();
  const price = usePrice();
  const repriced = line.listPrice !== undefined && line.listPrice !== line.price;
  return (
    <li className="cart-line" data-product-id={line.id} data-order-type={line.orderType}>
      <LineImage images={line.prodImageList} />
      <div className="cart-line-main">
        <Link className="cart-line-name" to={routes.product(line)}>
          {line.name}
        </Link>
        <span className="cart-line-unit">
          {repriced && <s className="cart-line-list-price">{price.euros(line.listPrice ?? line.price)}</s>}{' '}
          <span data-testid="cart-unit-price">{price.euros(line.price)}</span>
        </span>
        {line.number === 0 ? (
          <span className="cart-line-stock">
            <FormattedMessage id="page.soldOut" />
          </span>
        ) : (
          line.qty >= max && (
            <span className="cart-line-stock">
              <FormattedMessage id="page.maxStock" values={{ max: line.number }} />
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
        {price.cents(toCents(line.price) * line.qty)}
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
