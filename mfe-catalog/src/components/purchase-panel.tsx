import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ORDER_TYPES, QUANTITY_MIN, type OrderType, type Product } from 'shared-contracts';
import { useAddToCart } from '../lib/use-add-to-cart';
import { QuantitySelector } from './quantity-selector';
import { WishlistButton } from './wishlist-button';

/**
 * The buying block of the product page and the quick view: delivery or reservation for collection
 * (the cart line's orderType), the quantity, add to cart with the rules of spec §5, the wishlist.
 */
export function PurchasePanel({ product }: { product: Product }) {
  const intl = useIntl();
  const id = useId();
  const [qty, setQty] = useState(QUANTITY_MIN);
  const [orderType, setOrderType] = useState<OrderType>('normal');
  const { add, busy } = useAddToCart(product);
  const soldOut = product.number === 0;

  return (
    <div className="cat-purchase">
      <fieldset className="cat-order-type">
        <legend>
          <FormattedMessage id="product.orderType" />
        </legend>
        {ORDER_TYPES.map((type) => (
          <label key={type} className="cat-radio">
            <input
              type="radio"
              name={`${id}-order-type`}
              value={type}
              checked={orderType === type}
              onChange={() => setOrderType(type)}
            />
            <FormattedMessage id={`product.orderType.${type}`} />
          </label>
        ))}
      </fieldset>
      <div className="cat-purchase-row">
        <QuantitySelector
          id={`${id}-qty`}
          value={qty}
          max={product.number ?? QUANTITY_MIN}
          onChange={setQty}
        />
        <button
          type="button"
          className="cat-button cat-add"
          disabled={soldOut || busy}
          aria-busy={busy}
          onClick={() => void add(qty, orderType)}
        >
          {intl.formatMessage({ id: soldOut ? 'product.soldOut' : 'product.addToCart' })}
        </button>
        <WishlistButton product={product} />
      </div>
    </div>
  );
}
