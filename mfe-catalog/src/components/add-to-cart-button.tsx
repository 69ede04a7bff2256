import { FormattedMessage } from 'react-intl';
import { bus, type Product } from 'shared-contracts';

/**
 * Asks the cart to add one piece. The cart remote owns the cart; the catalog only states the
 * request on the bus. A product without price or stock number cannot be added (spec §5).
 */
export function AddToCartButton({ product }: { product: Product }) {
  const add = () => {
    if (product.price === null || product.number === null) {
      bus.publish('catalog:toast-requested', { kind: 'error', message: 'cannotAddToCart' });
      return;
    }
    bus.publish('catalog:add-to-cart-requested', {
      id: product.id,
      name: product.name,
      price: product.price,
      qty: 1,
      orderType: 'normal',
      prodImageList: product.prodImageList,
      productB2BDiscountFlag: product.productB2BDiscountFlag,
      number: product.number,
    });
  };
  return (
    <button type="button" className="cat-add" onClick={add} disabled={product.number === 0}>
      <FormattedMessage id={product.number === 0 ? 'product.soldOut' : 'product.addToCart'} />
    </button>
  );
}
