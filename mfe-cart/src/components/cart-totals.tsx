import { FormattedMessage } from 'react-intl';
import { toCents, totalsOf, type CartItem } from 'shared-contracts';
import { usePrice } from './use-price';

/** Totals with VAT 21% taken out of the gross (spec §9): VAT = gross × 21/121, net = gross − VAT. */
export function CartTotals({ items }: { items: readonly CartItem[] }) {
  const price = usePrice();
  const totals = totalsOf(items.map((line) => ({ unitCents: toCents(line.price), qty: line.qty })));
  return (
    <dl className="cart-totals">
      <dt>
        <FormattedMessage id="page.net" />
      </dt>
      <dd data-testid="cart-net">{price.cents(totals.net)}</dd>
      <dt>
        <FormattedMessage id="page.vat" />
      </dt>
      <dd data-testid="cart-vat">{price.cents(totals.vat)}</dd>
      <dt className="cart-totals-gross">
        <FormattedMessage id="page.total" />
      </dt>
      <dd className="cart-totals-gross" data-testid="cart-total">
        {price.cents(totals.gross)}
      </dd>
    </dl>
  );
}
