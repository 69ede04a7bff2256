import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes, type ProductDetail } from 'shared-contracts';
import { getProduct, productReadProblem } from '../../api/get-product';
import { ProductImage } from '../../components/product-image';
import { ProductSummary } from '../../components/product-summary';
import { api } from '../../lib/api-client';
import { useRequest } from '../../lib/use-request';

export interface QuickViewProps {
  productId: number;
  onClose: () => void;
}

function QuickViewBody({ product, onClose }: { product: ProductDetail; onClose: () => void }) {
  const intl = useIntl();
  const [loaded, setLoaded] = useState(false);
  const image = product.prodImageList[0];
  // Spec §2: the skeleton stays until the picture is there, then both swap in one go.
  const ready = loaded || !image;
  return (
    <div className="cat-quickview" data-testid="quick-view" aria-busy={!ready} data-product-id={product.id}>
      <div className="cat-quickview-media">
        {!ready && <span className="cat-skel cat-skel-gallery" data-testid="quick-view-skeleton" />}
        <ProductImage
          className={ready ? 'cat-quickview-img' : 'cat-quickview-img is-loading'}
          image={image}
          alt={product.name}
          width={640}
          height={720}
          sizes="(max-width: 767px) 100vw, 400px"
          priority
          onLoad={() => setLoaded(true)}
        />
      </div>
      <div className={ready ? 'cat-quickview-info' : 'cat-quickview-info is-loading'}>
        <ProductSummary product={product} headingLevel={2} />
        <Link to={routes.product(product)} className="cat-link" onClick={onClose}>
          {intl.formatMessage({ id: 'quickView.details' })}
        </Link>
      </div>
    </div>
  );
}

/** The quick view the shell's modal frame shows (spec §2); the frame owns closing and focus. */
export function QuickView({ productId, onClose }: QuickViewProps) {
  const state = useRequest(`quick-view-${productId}`, (signal) => getProduct(api, productId, signal));
  if (state.status === 'error') {
    return (
      <p role="alert" className="cat-error">
        <FormattedMessage id={productReadProblem(state.error)} />
      </p>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className="cat-quickview" aria-busy="true" data-testid="quick-view-skeleton">
        <span className="cat-skel cat-skel-gallery" />
        <span className="cat-skel cat-skel-summary" />
      </div>
    );
  }
  return <QuickViewBody product={state.data} onClose={onClose} />;
}
