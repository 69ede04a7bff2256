import { fromCents, ORDERS_PREFIX, toCents } from 'shared-contracts';

/** A product as the server knows it: its price for this shopper, before any discount, and its stock. */
export interface ServedProduct {
  price: number;
  stock: number;
  listPrice?: number;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** jsdom has no Response: the api client only reads ok, status and json(). */
export const jsonAnswer = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

/**
 * Stands in for the server's re-price (get-order-shipping-detail) in a unit test of the cart: it
 * answers the lines asked about for the products given, and hands every other call to `others`.
 * Answers the fetch to install as globalThis.fetch.
 */
export function repriceServer(products: Record<number, ServedProduct>, others?: Fetch): Fetch {
  return async (url, init) => {
    if (!url.endsWith(`${ORDERS_PREFIX}/get-order-shipping-detail`)) {
      if (others) return others(url, init);
      throw new TypeError(`no answer for ${url} in this test`);
    }
    const lines = JSON.parse(String(init.body)) as Array<{ productId: number; qty: number }>;
    const productOrderCalculation = lines.map(({ productId, qty }) => {
      const product = products[productId];
      if (!product) throw new TypeError(`product ${productId} unknown in this test`);
      return {
        productId,
        qty,
        subTotal: fromCents(toCents(product.price) * qty),
        listPrice: product.listPrice ?? product.price,
        stock: product.stock,
      };
    });
    return jsonAnswer({ responseData: { data: { productOrderCalculation } } });
  };
}

/**
 * A re-price server whose answers wait until `answer()`: the moment between a page's load and the
 * server's prices, as on a slow line. Installs itself as globalThis.fetch.
 */
export function heldRepriceServer(products: Record<number, ServedProduct>): { answer: () => void } {
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const server = repriceServer(products);
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    await held;
    return server(url, init);
  }) as unknown as typeof fetch;
  return { answer: () => answer() };
}
