import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { bus, STORAGE_KEYS, type EventPayload } from 'shared-contracts';
import { line } from '../test/render';

// The server's availability check, as the backend answers it: available when the asked number
// is within the stock, and the stock now.
let stockNow = 3;
let checkFails = false;
const validateProductStock = jest.fn(async (_productId: number, asked: number) => {
  if (checkFails) throw new Error('network down');
  return { available: asked <= stockNow, number: stockNow };
});
jest.unstable_mockModule('../api/validate-product-stock', () => ({ validateProductStock }));

const { cartStore } = await import('./cart-service');
const { wishlistStore } = await import('./wishlist-service');

type Request = EventPayload<'catalog:add-to-cart-requested'>;

/** An add request as the catalog sends it; `number` is the stock it showed, which may be stale. */
const request = (qty: number, extra: Partial<Request> = {}): Request => {
  const { listPrice: _unused, ...item } = line({ qty });
  return { ...item, number: 99, ...extra };
};

let ids = 0;
/** Publishes a request with an id and resolves with the cart's answer to it. */
function ask(qty: number, extra: Partial<Request> = {}): Promise<string> {
  const requestId = `r${(ids += 1)}`;
  const answer = new Promise<string>((resolve) => {
    const stop = bus.on('cart:add-answered', (reply) => {
      if (reply.requestId !== requestId) return;
      stop();
      resolve(reply.outcome);
    });
  });
  bus.publish('catalog:add-to-cart-requested', request(qty, { ...extra, requestId }));
  return answer;
}

let toasts: string[];
let added: number[];
let stops: Array<() => void>;
beforeEach(() => {
  stockNow = 3;
  checkFails = false;
  validateProductStock.mockClear();
  cartStore().clear();
  toasts = [];
  added = [];
  stops = [
    bus.on('cart:toast-requested', ({ kind, message }) => toasts.push(`${kind}:${message}`)),
    bus.on('cart:item-added', ({ addedQty }) => added.push(addedQty)),
  ];
});
afterEach(() => stops.forEach((stop) => stop()));

describe('the cart decides whether an add fits the stock', () => {
  it("asks the server for the cart's quantity plus the request, and adds with the server's stock as the bound", async () => {
    expect(await ask(2)).toBe('added');
    expect(validateProductStock).toHaveBeenLastCalledWith(1, 2);
    const [stored] = cartStore().snapshot();
    expect(stored).toMatchObject({ qty: 2, number: 3 });
    expect(added).toEqual([2]);
    expect(toasts).toEqual([]);
  });

  it('refuses what the server says is not there, whatever stock the catalog showed', async () => {
    expect(await ask(2)).toBe('added');
    // The catalog still shows 99 in stock; the server has 3, and the cart holds 2 already.
    expect(await ask(2, { number: 99 })).toBe('out-of-stock');
    expect(validateProductStock).toHaveBeenLastCalledWith(1, 4);
    expect(cartStore().snapshot()[0]!.qty).toBe(2);
    expect(toasts).toEqual(['warning:outOfStock']);
  });

  it('counts every order type of the product against its stock', async () => {
    expect(await ask(2, { orderType: 'reservation' })).toBe('added');
    expect(await ask(2)).toBe('out-of-stock');
    expect(validateProductStock).toHaveBeenLastCalledWith(1, 4);
  });

  it('warns and adds nothing when the check itself fails', async () => {
    checkFails = true;
    expect(await ask(1)).toBe('out-of-stock');
    expect(cartStore().snapshot()).toEqual([]);
    expect(toasts).toEqual(['warning:outOfStock']);
  });

  it('checks requests that come together one after another, so the second counts the first', async () => {
    const [first, second] = await Promise.all([ask(2), ask(2)]);
    expect([first, second]).toEqual(['added', 'out-of-stock']);
    expect(validateProductStock.mock.calls.map(([, asked]) => asked)).toEqual([2, 4]);
    expect(cartStore().snapshot()[0]!.qty).toBe(2);
  });

  it('takes a request without an id (a catalog built before contracts 1.4) and answers nothing', async () => {
    const answers: unknown[] = [];
    stops.push(bus.on('cart:add-answered', (reply) => answers.push(reply)));
    const addedOnce = new Promise<void>((resolve) => {
      const stop = bus.on('cart:item-added', () => {
        stop();
        resolve();
      });
    });
    bus.publish('catalog:add-to-cart-requested', request(1));
    await addedOnce;
    expect(cartStore().snapshot()[0]!.qty).toBe(1);
    expect(answers).toEqual([]);
  });
});

describe('the cart on the bus', () => {
  it('empties on session end', async () => {
    expect(await ask(1)).toBe('added');
    bus.publish('shell:session-ended', { reason: 'unauthorized' });
    expect(cartStore().snapshot()).toEqual([]);
  });

  it("follows another tab's cart through the storage event", () => {
    const cart = cartStore();
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ data: JSON.stringify([line({ qty: 4 })]) }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart }));
    expect(cart.snapshot()[0]!.qty).toBe(4);
  });

  it('toggles the wishlist on the catalog request and announces it', () => {
    const store = wishlistStore();
    const item = { id: 5, name: 'Theedoek', price: 3.5, prodImageList: [] };
    bus.publish('catalog:wishlist-toggle-requested', item);
    expect(bus.current('cart:wishlist-changed')?.items).toEqual([item]);
    bus.publish('catalog:wishlist-toggle-requested', item);
    expect(store.snapshot()).toEqual([]);
  });
});
