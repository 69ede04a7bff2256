import { FormattedMessage } from 'react-intl';
import type { Product } from 'shared-contracts';

const LOW_STOCK = 10;

export function StockStatus({ product }: { product: Product }) {
  const { number } = product;
  const state = number === null ? 'unknown' : number === 0 ? 'out' : number <= LOW_STOCK ? 'low' : 'in';
  return (
    <span className={`cat-stock cat-stock-${state}`} data-stock={state}>
      <FormattedMessage id={`stock.${state}`} values={{ count: number ?? 0 }} />
    </span>
  );
}
