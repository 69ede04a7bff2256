import { FormattedMessage } from 'react-intl';
import type { Totals } from 'shared-contracts';
import { Amount } from './amount';

/**
 * Totals with VAT 21% taken out of the gross (spec §9): VAT = gross × 21/121, net = gross − VAT.
 * Undefined until the server has priced every line (components/server-prices.ts).
 */
export function CartTotals({ totals }: { totals: Totals | undefined }) {
  return (
    <dl className="cart-totals">
      <dt>
        <FormattedMessage id="page.net" />
      </dt>
      <dd data-testid="cart-net">
        <Amount cents={totals?.net} />
      </dd>
      <dt>
        <FormattedMessage id="page.vat" />
      </dt>
      <dd data-testid="cart-vat">
        <Amount cents={totals?.vat} />
      </dd>
      <dt className="cart-totals-gross">
        <FormattedMessage id="page.total" />
      </dt>
      <dd className="cart-totals-gross" data-testid="cart-total">
        <Amount cents={totals?.gross} />
      </dd>
    </dl>
  );
}
