import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice, fromBcp47, toCents, totalsOf } from 'shared-contracts';
import { cartStore } from '../../store/cart-service';
import { removeItem } from '../../store/cart-rules';
import { useCart } from '../../store/use-cart';

export function CartPage() {
  const intl = useIntl();
  const locale = fromBcp47(intl.locale);
  const items = useCart();
  const totals = totalsOf(items.map((item) => ({ unitCents: toCents(item.price), qty: item.qty })));
  const price = (cents: number) => formatPrice(cents, locale);

  if (items.length === 0) {
    return (
      <section className="cart-page">
        <h1>
          <FormattedMessage id="page.title" />
        </h1>
        <p className="cart-empty">
          <FormattedMessage id="page.empty" />
        </p>
      </section>
    );
  }
  return (
    <section className="cart-page">
      <h1>
        <FormattedMessage id="page.title" />
      </h1>
      <ul className="cart-lines">
        {items.map((item) => (
          <li key={`${item.name}|${item.orderType}`} className="cart-line" data-product-id={item.id}>
            <span className="cart-line-name">{item.name}</span>
            <span>
              {item.qty} × {price(toCents(item.price))}
            </span>
            <strong>{price(toCents(item.price) * item.qty)}</strong>
            <button type="button" onClick={() => cartStore().set(removeItem(cartStore().snapshot(), item))}>
              <FormattedMessage id="page.remove" />
            </button>
          </li>
        ))}
      </ul>
      <dl className="cart-totals">
        <dt>
          <FormattedMessage id="page.net" />
        </dt>
        <dd>{price(totals.net)}</dd>
        <dt>
          <FormattedMessage id="page.vat" />
        </dt>
        <dd>{price(totals.vat)}</dd>
        <dt>
          <FormattedMessage id="page.total" />
        </dt>
        <dd data-testid="cart-total">{price(totals.gross)}</dd>
      </dl>
    </section>
  );
}
