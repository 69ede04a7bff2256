import { bus, type CartItem, type OrderType, type Product } from 'shared-contracts';
import { validateProductStock, type StockCheck } from '../api/validate-product-stock';

export type AddToCartOutcome = 'requested' | 'cannot-add' | 'out-of-stock';

export interface AddToCartDeps {
  validateStock: (productId: number, stock: number) => Promise<StockCheck>;
  /** The cart as the cart team last announced it (replayed `cart:changed`). */
  cartItems: () => readonly CartItem[];
}

const defaultDeps: AddToCartDeps = {
  validateStock: validateProductStock,
  cartItems: () => bus.current('cart:changed')?.items ?? [],
};

/** Stock is per product, so every line of it counts, whatever its order type. */
function quantityInCart(items: readonly CartItem[], productId: number): number {
  return items.filter((item) => item.id === productId).reduce((sum, item) => sum + item.qty, 0);
}

/**
 * The add-to-cart rules of spec §5, shared by the product page, quick view and cards: refuse a
 * product without price or stock number; check availability with the server first; refuse when
 * what the cart holds plus what is asked exceeds stock; only then ask the cart (which owns it).
 */
export async function requestAddToCart(
  product: Product,
  qty: number,
  orderType: OrderType,
  deps: AddToCartDeps = defaultDeps,
): Promise<AddToCartOutcome> {
  const { price, number } = product;
  if (price === null || number === null) {
    bus.publish('catalog:toast-requested', { kind: 'error', message: 'cannotAddToCart' });
    return 'cannot-add';
  }
  const inCart = quantityInCart(deps.cartItems(), product.id);
  const check = await deps.validateStock(product.id, inCart + qty).catch(() => undefined);
  // The server's number is the stock now; the product on screen may be minutes old.
  if (!check?.available || inCart + qty > check.number) {
    bus.publish('catalog:toast-requested', { kind: 'warning', message: 'outOfStock' });
    return 'out-of-stock';
  }
  bus.publish('catalog:add-to-cart-requested', {
    id: product.id,
    name: product.name,
    price,
    qty,
    orderType,
    prodImageList: product.prodImageList,
    productB2BDiscountFlag: product.productB2BDiscountFlag,
    number: check.number,
  });
  return 'requested';
}
