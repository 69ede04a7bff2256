import { FormattedMessage } from 'react-intl';
import { ProductSummary } from '../../components/product-summary';
import { Breadcrumbs } from './breadcrumbs';
import { ProductGallery } from './product-gallery';
import { ProductNeighbours } from './product-neighbours';
import type { ProductData } from './product-loader';

export function ProductPage({ data }: { data: ProductData }) {
  const { product } = data;
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
    </section>
  );
}
