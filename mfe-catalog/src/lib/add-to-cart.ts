import { bus, type EventPayload, type OrderType, type Product } from 'shared-contracts';

/**
 * 'unanswered': the cart has not answered in time (its part of the page has not loaded); the
 * request waits on the bus and is handled when it does.
 */
export type AddToCartOutcome = 'cannot-add' | EventPayload<'cart:add-answered'>['outcome'] | 'unanswered';

/**
 * How long a button waits for the cart's answer before it may be pressed again. Longer than the
 * cart's own time limit for the availability check, so a slow check still answers in time.
 */
export const CART_ANSWER_WAIT_MS = 20_000;

let sent = 0;
/** Unique among this page's requests (one catalog per page; the random part covers a second copy). */
const nextRequestId = () => `catalog-${(sent += 1)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Add to cart from the product page, quick view and cards (spec §5). A product without a price
 * or a stock number is not for sale: refused here, with the error toast. Everything else is the
 * cart's to decide (availability check, what the cart already holds against the stock, the
 * warning): this asks, and resolves with the cart's answer.
 */
export function requestAddToCart(
  product: Product,
  qty: number,
  orderType: OrderType,
  waitMs = CART_ANSWER_WAIT_MS,
): Promise<AddToCartOutcome> {
  const { price, number } = product;
  if (price === null || number === null) {
    bus.publish('catalog:toast-requested', { kind: 'error', message: 'cannotAddToCart' });
    return Promise.resolve('cannot-add');
  }
  const requestId = nextRequestId();
  const answer = new Promise<AddToCartOutcome>((resolve) => {
    const timer = setTimeout(() => finish('unanswered'), waitMs);
    const stop = bus.on('cart:add-answered', (reply) => {
      if (reply.requestId === requestId) finish(reply.outcome);
    });
    function finish(outcome: AddToCartOutcome) {
      clearTimeout(timer);
      stop();
      resolve(outcome);
    }
  });
  bus.publish('catalog:add-to-cart-requested', {
    id: product.id,
    name: product.name,
    price,
    qty,
    orderType,
    prodImageList: product.prodImageList,
    productB2BDiscountFlag: product.productB2BDiscountFlag,
    number,
    requestId,
  });
  return answer;
}
