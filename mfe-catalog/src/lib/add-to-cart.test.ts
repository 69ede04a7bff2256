import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { bus, type CartItem, type EventPayload, type Product } from 'shared-contracts';
import { requestAddToCart, type AddToCartDeps } from './add-to-cart';

const product: Product = {
  id: 7,
  name: 'Hoeslaken Zwolle katoen wit 90x200',
  price: 24.95,
  number: 10,
  brand: 'Slaapwel',
  condition: 'new',
  finalProductStatus: 'approved',
  prodImageList: [{ imageURL: '/images/products/7/front', imageViewType: 'front' }],
  productB2BDiscountFlag: true,
};

const line = (qty: number, orderType: CartItem['orderType'] = 'normal'): CartItem => ({
  id: 7,
  name: product.name,
  price: 24.95,
  qty,
  orderType,
  prodImageList: product.prodImageList,
  productB2BDiscountFlag: true,
});

let toasts: Array<EventPayload<'catalog:toast-requested'>>;
let requests: Array<EventPayload<'catalog:add-to-cart-requested'>>;
let stops: Array<() => void>;

beforeEach(() => {
  toasts = [];
  requests = [];
  stops = [
    bus.on('catalog:toast-requested', (toast) => toasts.push(toast)),
    bus.on('catalog:add-to-cart-requested', (request) => requests.push(request)),
  ];
});
afterEach(() => stops.forEach((stop) => stop()));

function deps(stock: number, cart: CartItem[] = [], fails = false) {
  const validateStock = jest.fn<AddToCartDeps['validateStock']>(async (_id, asked) => {
    if (fails) throw new Error('network down');
    return { available: asked <= stock, number: stock };
  });
  return { validateStock, cartItems: () => cart };
}

describe('add to cart (spec §5 rules)', () => {
  it('refuses a product without a price, with the error toast, and asks nothing of the server', async () => {
    const d = deps(10);
    expect(await requestAddToCart({ ...product, price: null }, 1, 'normal', d)).toBe('cannot-add');
    expect(toasts).toEqual([{ kind: 'error', message: 'cannotAddToCart' }]);
    expect(d.validateStock).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('refuses a product without a stock number the same way', async () => {
    const d = deps(10);
    expect(await requestAddToCart({ ...product, number: null }, 1, 'normal', d)).toBe('cannot-add');
    expect(toasts).toEqual([{ kind: 'error', message: 'cannotAddToCart' }]);
    expect(requests).toEqual([]);
  });

  it('checks availability first: a failed check is the out-of-stock warning', async () => {
    expect(await requestAddToCart(product, 2, 'normal', deps(1))).toBe('out-of-stock');
    expect(await requestAddToCart(product, 1, 'normal', deps(10, [], true))).toBe('out-of-stock');
    expect(toasts).toEqual([
      { kind: 'warning', message: 'outOfStock' },
      { kind: 'warning', message: 'outOfStock' },
    ]);
    expect(requests).toEqual([]);
  });

  it('refuses when the cart already holds so much that the stock would be exceeded (all order types count)', async () => {
    const d = deps(10, [line(6), line(2, 'reservation')]);
    expect(await requestAddToCart(product, 3, 'normal', d)).toBe('out-of-stock');
    expect(toasts).toEqual([{ kind: 'warning', message: 'outOfStock' }]);
    expect(d.validateStock).toHaveBeenCalledWith(7, 11);
    expect(requests).toEqual([]);
  });

  it('asks the cart for the line, with the order type and the stock now, when every check passes', async () => {
    const d = deps(12, [line(6)]);
    expect(await requestAddToCart(product, 6, 'reservation', d)).toBe('requested');
    expect(toasts).toEqual([]);
    expect(requests).toEqual([
      {
        id: 7,
        name: product.name,
        price: 24.95,
        qty: 6,
        orderType: 'reservation',
        prodImageList: product.prodImageList,
        productB2BDiscountFlag: true,
        number: 12,
      },
    ]);
  });
});
