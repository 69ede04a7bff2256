import { FormattedMessage, useIntl } from 'react-intl';
import { getProduct, productReadProblem } from '../../api/get-product';
import { ProductSummary } from '../../components/product-summary';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useRequest } from '../../lib/use-request';
import { Breadcrumbs } from './breadcrumbs';
import { ProductGallery } from './product-gallery';
import { ProductJsonLd } from './product-json-ld';
import { ProductNeighbours } from './product-neighbours';
import { useProductId } from './use-product-id';

export function ProductPage() {
  const intl = useIntl();
  const productId = useProductId();
  const state = useRequest(`product-${productId}`, (signal) =>
    productId ? getProduct(productId, signal) : Promise.reject(new Error('no product id')),
  );
  const product = state.status === 'success' ? state.data : undefined;
  useDocumentMeta(
    product ? `${product.name} | Riode` : undefined,
    product
      ? (product.description ?? intl.formatMessage({ id: 'meta.product' }, { name: product.name }))
      : undefined,
  );

  if (state.status === 'loading') {
    return (
      <section className="cat-product" aria-busy="true">
        <div className="cat-product-top">
          <Breadcrumbs />
          <span className="cat-skel cat-skel-neighbours" aria-hidden="true" />
        </div>
        <div className="cat-product-layout">
          <span className="cat-skel cat-skel-gallery" />
          <span className="cat-skel cat-skel-summary" />
        </div>
      </section>
    );
  }
  if (!product) {
    const problem =
      productId && state.status === 'error' ? productReadProblem(state.error) : 'product.notFound';
    return (
      <section className="cat-product">
        <Breadcrumbs />
        <p role="alert" className="cat-error">
          <FormattedMessage id={problem} />
        </p>
      </section>
    );
  }
  return (
    <section className="cat-product" data-product-id={product.id}>
      <div className="cat-product-top">
        <Breadcrumbs />
        <ProductNeighbours prev={product.prev} next={product.next} />
      </div>
      <div className="cat-product-layout">
        <ProductGallery images={product.prodImageList} name={product.name} />
        <ProductSummary product={product} />
      </div>
      {product.description && (
        <section className="cat-description">
          <h2>
            <FormattedMessage id="product.description" />
          </h2>
          <p>{product.description}</p>
        </section>
      )}
      <ProductJsonLd product={product} />
    </section>
  );
}
