import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  ORDER_PROBLEMS,
  placeOrderResponseSchema,
  trackOrderResponseSchema,
} from 'shared-contracts';
import type { Database } from '../db/database';
import { bearer, buildTestApp, createAccount, login, uniqueEmail } from '../test-support/account-app';
import { testDatabases } from '../test-support/databases';
import { insertProduct, stockOf } from '../test-support/product-fixtures';
import { advanceOrder } from './order-status';

jest.setTimeout(60_000);
const databases = await testDatabases();
const ORDERS = '/orders/api/v1/orders';

const guestOrder = (
  lines: Array<{ productId: number; qty: number; orderType?: 'normal' | 'reservation' }>,
  email = uniqueEmail('guest'),
) => ({
  email,
  firstName: 'Sanne',
  lastName: 'Visser',
  delivery: 'collection' as const,
  lines: lines.map((line) => ({ orderType: 'normal' as const, ...line })),
});

describe.each(databases)('orders calls on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let businessToken: string;
  let consumerToken: string;
  let unconfirmedToken: string;

  beforeAll(async () => {
    db = await open();
    app = await buildTestApp(db);
    businessToken = await login(app, await createAccount(db, { accountType: 1, confirmB2B: true }));
    unconfirmedToken = await login(app, await createAccount(db, { accountType: 1, confirmB2B: false }));
    consumerToken = await login(app, await createAccount(db));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `${ORDERS}${url}`, payload: payload as object, headers });

  describe('get-order-shipping-detail', () => {
    it('gives the business discount only to a confirmed business, only on flagged products, unit rounded first', async () => {
      const flagged = await insertProduct(db, { priceCents: 1990, stock: 7, b2bFlag: true, b2bPercent: 25 });
      const plain = await insertProduct(db, { priceCents: 1999, stock: 4, b2bFlag: false, b2bPercent: 25 });
      const body = [
        { productId: flagged, qty: 3, isReserve: false, isProductOnSale: false },
        { productId: plain, qty: 2, isReserve: true, isProductOnSale: true },
      ];
      const lines = async (headers: Record<string, string>) =>
        (
          (await post('/get-order-shipping-detail', body, headers)).json() as {
            responseData: { data: { productOrderCalculation: unknown[] } };
          }
        ).responseData.data.productOrderCalculation;
      // 1990 at 25% = 1492.5 → 1493 per unit (half up), × 3 = 44.79.
      // Everyone also learns the price before any discount and the stock now.
      expect(await lines(bearer(businessToken))).toEqual([
        { productId: flagged, qty: 3, subTotal: 44.79, listPrice: 19.9, stock: 7 },
        { productId: plain, qty: 2, subTotal: 39.98, listPrice: 19.99, stock: 4 },
      ]);
      const listPrices = [
        { productId: flagged, qty: 3, subTotal: 59.7, listPrice: 19.9, stock: 7 },
        { productId: plain, qty: 2, subTotal: 39.98, listPrice: 19.99, stock: 4 },
      ];
      expect(await lines({})).toEqual(listPrices);
      expect(await lines(bearer(consumerToken))).toEqual(listPrices);
      expect(await lines(bearer(unconfirmedToken))).toEqual(listPrices);
    });

    it("answers a guest the server's price and stock whatever the cart claims, above the stock too", async () => {
      const productId = await insertProduct(db, { priceCents: 3200, stock: 3 });
      const response = await post('/get-order-shipping-detail', [
        // What a cart edited by hand sends: a quantity far above the stock, and a sale it made up.
        { productId, qty: 1_000_000_000, isReserve: false, isProductOnSale: true },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        responseData: {
          data: {
            productOrderCalculation: [
              { productId, qty: 1_000_000_000, subTotal: 32_000_000_000, listPrice: 32, stock: 3 },
            ],
          },
        },
      });
    });

    it('refuses unknown and unpriced products by id, bad bodies and bad tokens', async () => {
      const unpriced = await insertProduct(db, { priceCents: null });
      const response = await post('/get-order-shipping-detail', [
        { productId: unpriced, qty: 1, isReserve: false, isProductOnSale: false },
        { productId: 99_999_999, qty: 1, isReserve: false, isProductOnSale: false },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: MESSAGES.cannotAddToCart,
        data: MESSAGES.cannotAddToCart,
        code: 'cannotAddToCart',
        productIds: [unpriced, 99_999_999],
      });
      expect((await post('/get-order-shipping-detail', [])).statusCode).toBe(400);
      expect(
        (
          await post('/get-order-shipping-detail', [
            { productId: unpriced, qty: 0, isReserve: false, isProductOnSale: false },
          ])
        ).statusCode,
      ).toBe(400);
      const expired = await post(
        '/get-order-shipping-detail',
        [{ productId: unpriced, qty: 1, isReserve: false, isProductOnSale: false }],
        bearer('nope'),
      );
      expect(expired.statusCode).toBe(401);
    });
  });

  describe('place-order', () => {
    it('places a guest order: server prices, stock taken, number, confirmation email', async () => {
      const productId = await insertProduct(db, {
        priceCents: 1250,
        stock: 5,
        b2bFlag: true,
        b2bPercent: 20,
      });
      const order = guestOrder([
        { productId, qty: 2 },
        { productId, qty: 1, orderType: 'reservation' },
      ]);
      const response = await post('/place-order', order);
      expect(response.statusCode).toBe(200);
      const placed = placeOrderResponseSchema.parse(response.json()).responseData.data;
      expect(placed.orderNumber).toMatch(/^RD-\d{6,}$/);
      expect(placed).toMatchObject({
        status: 'placed',
        email: order.email,
        delivery: 'collection',
        total: 37.5,
        vat: 6.51,
      });
      expect(placed.lines.map((line) => [line.qty, line.unitPrice, line.lineTotal, line.orderType])).toEqual([
        [2, 12.5, 25, 'normal'],
        [1, 12.5, 12.5, 'reservation'],
      ]);
      expect(await stockOf(db, productId)).toBe(2);
      const { rows } = await db.query<{ subject: string; link: string }>(
        `SELECT subject, link FROM email_outbox WHERE to_address = $1 AND kind = 'order-confirmation'`,
        [order.email],
      );
      expect(rows[0]?.subject).toContain(placed.orderNumber);
      // The guest's tracking page, which asks for this email address before it shows the order.
      const link = new URL(rows[0]?.link ?? '');
      expect(link.pathname).toBe('/pages/track-order');
      expect([...link.searchParams]).toEqual([['order', placed.orderNumber]]);
    });

    it('links a signed-in order to the account and charges a confirmed business its price', async () => {
      const productId = await insertProduct(db, { priceCents: 1999, b2bFlag: true, b2bPercent: 15 });
      const response = await post('/place-order', guestOrder([{ productId, qty: 2 }]), bearer(businessToken));
      const placed = placeOrderResponseSchema.parse(response.json()).responseData.data;
      expect(placed.lines[0]).toMatchObject({ unitPrice: 16.99, lineTotal: 33.98 });
      const { rows } = await db.query<{ user_id: number | null }>(
        'SELECT user_id FROM orders WHERE order_number = $1',
        [placed.orderNumber],
      );
      expect(rows[0]?.user_id).not.toBeNull();
    });

    it('refuses a short line with 409 naming the products, and changes nothing', async () => {
      const plenty = await insertProduct(db, { stock: 10 });
      const few = await insertProduct(db, { stock: 2 });
      const none = await insertProduct(db, { stock: 0 });
      const response = await post(
        '/place-order',
        guestOrder([
          { productId: plenty, qty: 3 },
          { productId: few, qty: 2 },
          { productId: few, qty: 1, orderType: 'reservation' },
          { productId: none, qty: 1 },
        ]),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: MESSAGES.outOfStock,
        data: MESSAGES.outOfStock,
        code: 'outOfStock',
        productIds: [few, none],
      });
      expect([await stockOf(db, plenty), await stockOf(db, few), await stockOf(db, none)]).toEqual([
        10, 2, 0,
      ]);
    });

    it.each([
      ['delivery without an address', { delivery: 'delivery' }, 'address'],
      ['a bad email', { email: 'x' }, 'email'],
      ['no lines', { lines: [] }, 'lines'],
      ['a blank name', { firstName: ' ' }, 'firstName'],
    ])('answers 400 for %s', async (_label, overrides, path) => {
      const productId = await insertProduct(db);
      const response = await post('/place-order', { ...guestOrder([{ productId, qty: 1 }]), ...overrides });
      expect(response.statusCode).toBe(400);
      expect(
        (response.json() as { issues: Array<{ path: string }> }).issues.map((issue) => issue.path),
      ).toContain(path);
    });

    it('sells exactly the stock to 50 concurrent orders', async () => {
      const productId = await insertProduct(db, { stock: 10 });
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => post('/place-order', guestOrder([{ productId, qty: 1 }]))),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(40);
      expect(await stockOf(db, productId)).toBe(0);
      const { rows } = await db.query<{ sold: number }>(
        'SELECT coalesce(sum(qty), 0)::int AS sold FROM order_lines WHERE product_id = $1',
        [productId],
      );
      expect(rows[0]?.sold).toBe(10);
    });
  });

  describe('get-customer-order and track-order', () => {
    it("lists only the caller's own orders", async () => {
      const account = await createAccount(db);
      const token = await login(app, account);
      const productId = await insertProduct(db);
      await post('/place-order', guestOrder([{ productId, qty: 1 }], account.email), bearer(token));
      await post('/place-order', guestOrder([{ productId, qty: 1 }], account.email));
      const own = await app.inject({
        url: `${ORDERS}/get-customer-order?publicUserId=${account.id}`,
        headers: bearer(token),
      });
      expect(own.statusCode).toBe(200);
      expect((own.json() as { responseData: { data: unknown[] } }).responseData.data).toHaveLength(1);
      const other = await app.inject({
        url: `${ORDERS}/get-customer-order?publicUserId=${account.id + 1}`,
        headers: bearer(token),
      });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ code: 'forbidden', data: ORDER_PROBLEMS.forbidden });
      expect(
        (await app.inject({ url: `${ORDERS}/get-customer-order?publicUserId=${account.id}` })).statusCode,
      ).toBe(401);
      expect(
        (await app.inject({ url: `${ORDERS}/get-customer-order?publicUserId=abc`, headers: bearer(token) }))
          .statusCode,
      ).toBe(400);
    });

    it("tracks for the owner or a guest with the order's email, with the status history; 404 otherwise", async () => {
      const productId = await insertProduct(db);
      const email = uniqueEmail('Track');
      const placed = placeOrderResponseSchema.parse(
        (await post('/place-order', guestOrder([{ productId, qty: 1 }], email))).json(),
      ).responseData.data;
      await advanceOrder(db, placed.orderNumber);
      await advanceOrder(db, placed.orderNumber, 'packed', 'ingepakt');
      const track = (query: string, headers: Record<string, string> = {}) =>
        app.inject({ url: `${ORDERS}/track-order?${query}`, headers });
      const guest = await track(
        `orderNumber=${placed.orderNumber}&email=${encodeURIComponent(email.toUpperCase())}`,
      );
      expect(guest.statusCode).toBe(200);
      const tracked = trackOrderResponseSchema.parse(guest.json()).responseData.data;
      expect(tracked.history.map((entry) => [entry.status, entry.note])).toEqual([
        ['placed', null],
        ['confirmed', null],
        ['packed', 'ingepakt'],
      ]);
      expect(tracked.status).toBe('packed');
      for (const query of [
        `orderNumber=${placed.orderNumber}`,
        `orderNumber=${placed.orderNumber}&email=x@example.com`,
        `orderNumber=RD-1&email=${email}`,
      ]) {
        const response = await track(query);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'orderNotFound' });
      }
      const stranger = await track(`orderNumber=${placed.orderNumber}`, bearer(consumerToken));
      expect(stranger.statusCode).toBe(404);

      const account = await createAccount(db);
      const token = await login(app, account);
      const own = placeOrderResponseSchema.parse(
        (await post('/place-order', guestOrder([{ productId, qty: 1 }]), bearer(token))).json(),
      ).responseData.data;
      expect((await track(`orderNumber=${own.orderNumber}`, bearer(token))).statusCode).toBe(200);
    });
  });
});
