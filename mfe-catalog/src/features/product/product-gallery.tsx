import { useState } from 'react';
import { useIntl } from 'react-intl';
import { imageSrc, PRODUCT_MAIN_IMAGE, type ProductImage as Image } from 'shared-contracts';
import { ProductImage } from '../../components/product-image';

/** The pictures by view type (front, back, detail, …): one large, the others as 90x90 thumbnails. */
export function ProductGallery({ images, name }: { images: readonly Image[]; name: string }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  const viewName = (image: Image) =>
    intl.formatMessage({ id: `view.${image.imageViewType}`, defaultMessage: image.imageViewType });

  return (
    <div className="cat-gallery">
      <ProductImage
        key={current?.imageURL}
        className="cat-gallery-main"
        image={current}
        alt={current ? `${name} – ${viewName(current)}` : name}
        width={640}
        height={720}
        sizes={PRODUCT_MAIN_IMAGE.sizes}
        largest={PRODUCT_MAIN_IMAGE.largest}
        priority
      />
      {images.length > 1 && (
        <ul className="cat-gallery-thumbs" aria-label={intl.formatMessage({ id: 'product.views' })}>
          {images.map((image, position) => (
            <li key={image.imageURL}>
              <button
                type="button"
                className="cat-gallery-thumb"
                aria-pressed={position === index}
                aria-label={viewName(image)}
                onClick={() => setIndex(position)}
              >
                <img
                  src={imageSrc(image.imageURL)}
                  alt=""
                  width={90}
                  height={90}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
