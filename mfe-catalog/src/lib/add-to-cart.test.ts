import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { bus, type EventPayload, type Product } from 'shared-contracts';
import { CART_ANSWER_WAIT_MS, requestAddToCart } from './add-to-cart';

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

type Request = EventPayload<'catalog:add-to-cart-requested'>;
let toasts: Array<EventPayload<'catalog:toast-requested'>>;
let requests: Request[];
let stops: Array<() => void>;

beforeEach(() => {
  toasts = [];
  requests = [];
  stops = [
    bus.on('catalog:toast-requested', (toast) => toasts.push(toast)),
    bus.on('catalog:add-to-cart-requested', (request) => requests.push(request)),
  ];
});
afterEach(() => {
  stops.forEach((stop) => stop());
  jest.useRealTimers();
});

/** The cart's side: answers the last request with `outcome`. */
function cartAnswers(outcome: 'added' | 'out-of-stock') {
  const { requestId } = requests.at(-1)!;
  bus.publish('cart:add-answered', { requestId: requestId!, outcome });
}

describe('add to cart from the catalog', () => {
  it('refuses a product without a price, with the error toast, and asks nothing of the cart', async () => {
    expect(await requestAddToCart({ ...product, price: null }, 1, 'normal')).toBe('cannot-add');
    expect(toasts).toEqual([{ kind: 'error', message: 'cannotAddToCart' }]);
    expect(requests).toEqual([]);
  });

  it('refuses a product without a stock number the same way', async () => {
    expect(await requestAddToCart({ ...product, number: null }, 1, 'normal')).toBe('cannot-add');
    expect(toasts).toEqual([{ kind: 'error', message: 'cannotAddToCart' }]);
    expect(requests).toEqual([]);
  });

  it('asks the cart for the line, with the order type and an id, and resolves with its answer', async () => {
    const adding = requestAddToCart(product, 6, 'reservation');
    expect(requests).toEqual([
      {
        id: 7,
        name: product.name,
        price: 24.95,
        qty: 6,
        orderType: 'reservation',
        prodImageList: product.prodImageList,
        productB2BDiscountFlag: true,
        number: 10,
        requestId: expect.any(String),
      },
    ]);
    cartAnswers('added');
    expect(await adding).toBe('added');
    // The stock rule and its warning are the cart's: the catalog says nothing itself.
    expect(toasts).toEqual([]);
  });

  it('hears only the answer to its own request', async () => {
    const first = requestAddToCart(product, 1, 'normal');
    const second = requestAddToCart(product, 1, 'normal');
    expect(requests[0]!.requestId).not.toBe(requests[1]!.requestId);
    cartAnswers('out-of-stock');
    bus.publish('cart:add-answered', { requestId: requests[0]!.requestId!, outcome: 'added' });
    expect(await Promise.all([first, second])).toEqual(['added', 'out-of-stock']);
  });

  it('stops waiting when the cart does not answer in time (its part of the page has not loaded)', async () => {
    jest.useFakeTimers();
    const adding = requestAddToCart(product, 1, 'normal');
    jest.advanceTimersByTime(CART_ANSWER_WAIT_MS - 1);
    let done = false;
    void adding.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await adding).toBe('unanswered');
  });
});
