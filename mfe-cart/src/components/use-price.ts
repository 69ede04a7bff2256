import { useIntl } from 'react-intl';
import { formatPrice, fromBcp47, toCents, type Cents } from 'shared-contracts';

/** Euro amounts in the shown language's own format (nl: `€ 12,50`), from cents or euros. */
export function usePrice() {
  const locale = fromBcp47(useIntl().locale);
  return {
    cents: (amount: Cents) => formatPrice(amount, locale),
    euros: (amount: number) => formatPrice(toCents(amount), locale),
  };
}
