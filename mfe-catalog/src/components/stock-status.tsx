import { FormattedMessage } from 'react-intl';
import type { Product } from 'shared-contracts';

const LOW_STOCK = 10;

/** How much of a product there is, as the page says it (and its structured data: src/head). */
export function stockState({ number }: Pick<Product, 'number'>): 'unknown' | 'out' | 'low' | 'in' {
  return number === null ? 'unknown' : number <= 0 ? 'out' : number <= LOW_STOCK ? 'low' : 'in';
}

export function StockStatus({ product }: { product: Product }) {
  const { number } = product;
  const state = stockState(product);
  return (
    <span className={`cat-stock cat-stock-${state}`} data-stock={state}>
      <FormattedMessage id={`stock.${state}`} values={{ count: number ?? 0 }} />
    </span>
  );
}
