import { FormattedMessage } from 'react-intl';
import { useRequest } from '../../lib/use-request';
import { getDefaultProducts } from '../../api/get-products';
import { ProductGrid } from '../../components/product-grid';

export function HomePage() {
  const state = useRequest('default-products', (signal) => getDefaultProducts(signal));
  return (
    <section className="cat-home">
      <h1>
        <FormattedMessage id="home.title" />
      </h1>
      <p className="cat-lead">
        <FormattedMessage id="home.lead" />
      </p>
      {state.status === 'error' && (
        <p role="alert" className="cat-error">
          <FormattedMessage id="listing.error" />
        </p>
      )}
      {state.status === 'success' && <ProductGrid products={state.data} />}
    </section>
  );
}
