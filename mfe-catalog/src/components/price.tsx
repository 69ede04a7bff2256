import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice, fromBcp47, toCents, type Product } from 'shared-contracts';

/** A price incl. VAT in the locale's format, with the old price struck through when on sale. */
export function Price({ product, withVatNote = false }: { product: Product; withVatNote?: boolean }) {
  const locale = fromBcp47(useIntl().locale);
  if (product.price === null) {
    return (
      <p className="cat-price cat-price-none">
        <FormattedMessage id="product.noPrice" />
      </p>
    );
  }
  const oldPrice = product.isSale && product.oldPrice ? product.oldPrice : null;
  return (
    <p className="cat-price">
      {oldPrice !== null && (
        <del className="cat-price-old">
          <span className="cat-visually-hidden">
            <FormattedMessage id="product.oldPrice" />
          </span>
          {formatPrice(toCents(oldPrice), locale)}
        </del>
      )}
      <span className={oldPrice !== null ? 'cat-price-now cat-price-sale' : 'cat-price-now'}>
        {formatPrice(toCents(product.price), locale)}
      </span>
      {withVatNote && (
        <span className="cat-price-vat">
          <FormattedMessage id="product.inclVat" />
        </span>
      )}
    </p>
  );
}
