import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatPrice, fromBcp47, toCents } from 'shared-contracts';
import { useRequest } from '../../lib/use-request';
import { AddToCartButton } from '../../components/add-to-cart-button';
import { getProduct } from '../../api/get-product';

/** The product id from either link shape: /product/d/p/?slug={id} or /product/default/{id}. */
function useProductId(): number | undefined {
  const [searchParams] = useSearchParams();
  const { id } = useParams();
  const value = Number.parseInt(id ?? searchParams.get('slug') ?? '', 10);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export function ProductPage() {
  const intl = useIntl();
  const productId = useProductId();
  const state = useRequest(`product-${productId}`, (signal) =>
    productId ? getProduct(productId, signal) : Promise.reject(new Error('no product id')),
  );
  if (state.status === 'loading') return <section className="cat-product" aria-busy="true" />;
  if (state.status === 'error') {
    return (
      <p role="alert" className="cat-error">
        <FormattedMessage id="product.notFound" />
      </p>
    );
  }
  const product = state.data;
  return (
    <section className="cat-product">
      <h1>{product.name}</h1>
      <p className="cat-card-brand">{product.brand}</p>
      <p className="cat-product-price">
        {product.price === null ? '—' : formatPrice(toCents(product.price), fromBcp47(intl.locale))}
      </p>
      <AddToCartButton product={product} />
    </section>
  );
}
