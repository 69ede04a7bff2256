import { useIntl } from 'react-intl';
import { formatPrice, fromBcp47, imageSrc, toCents, type Product } from 'shared-contracts';

interface Props {
  id: string;
  optionId: (index: number) => string;
  products: readonly Product[];
  active: number;
  onChoose: (product: Product) => void;
}

export function SuggestionList({ id, optionId, products, active, onChoose }: Props) {
  const intl = useIntl();
  const locale = fromBcp47(intl.locale);
  return (
    <ul
      id={id}
      role="listbox"
      className="cat-suggestions"
      hidden={products.length === 0}
      aria-label={intl.formatMessage({ id: 'search.suggestions' })}
    >
      {products.map((product, index) => {
        const image = product.prodImageList[0];
        return (
          <li
            key={product.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'cat-suggestion is-active' : 'cat-suggestion'}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(product);
            }}
          >
            {image && <img src={imageSrc(image.imageURL)} alt="" width={40} height={45} loading="lazy" />}
            <span className="cat-suggestion-name">{product.name}</span>
            {product.price !== null && (
              <span className="cat-suggestion-price">{formatPrice(toCents(product.price), locale)}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
