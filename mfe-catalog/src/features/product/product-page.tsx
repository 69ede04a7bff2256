import { FormattedMessage, useIntl } from 'react-intl';
import { ProductSummary } from '../../components/product-summary';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { Breadcrumbs } from './breadcrumbs';
import { ProductGallery } from './product-gallery';
import { ProductJsonLd } from './product-json-ld';
import { ProductNeighbours } from './product-neighbours';
import type { ProductData } from './product-loader';

export function ProductPage({ data }: { data: ProductData }) {
  const intl = useIntl();
  const { product } = data;
  useDocumentMeta(
    `${product.name} | Riode`,
    product.description ?? intl.formatMessage({ id: 'meta.product' }, { name: product.name }),
  );
  return (
    // Another product is another page: the picture shown, the quantity and the order type start anew.
    <section className="cat-product" data-product-id={product.id} key={product.id}>
      <div className="cat-product-top">
        <Breadcrumbs />
        <ProductNeighbours prev={product.prev} next={product.next} />
      </div>
      <div className="cat-product-layout">
        <ProductGallery images={product.prodImageList} name={product.name} />
        <ProductSummary product={product} firstNow={data.readAt} />
      </div>
      {product.description && (
        <section className="cat-description">
          <h2>
            <FormattedMessage id="product.description" />
          </h2>
          <p>{product.description}</p>
        </section>
      )}
      <ProductJsonLd product={product} origin={data.origin} />
    </section>
  );
}
