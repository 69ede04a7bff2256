import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { ORDER_PROBLEMS, placeOrderResponseSchema } from 'shared-contracts';
import type { Database } from '../db/database';
import { bearer, buildTestApp, createAccount, login, uniqueEmail } from '../test-support/account-app';
import { testDatabases } from '../test-support/databases';
import { insertProduct } from '../test-support/product-fixtures';

jest.setTimeout(60_000);
const databases = await testDatabases();
const ORDERS = '/orders/api/v1/orders';

describe.each(databases)('track-order refuses guessing on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await open();
    app = await buildTestApp(db, {
      TRACK_ORDER_MAX_FAILURES: '3',
      TRACK_ORDER_MAX_FAILURES_PER_IP: '5',
      TRACK_ORDER_LOCKOUT_SECONDS: '600',
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** A guest's order and the address it was placed with. */
  async function placeOrder(headers: Record<string, string> = {}) {
    const email = uniqueEmail('limit');
    const productId = await insertProduct(db);
    const response = await app.inject({
      method: 'POST',
      url: `${ORDERS}/place-order`,
      headers,
      payload: {
        email,
        firstName: 'Sanne',
        lastName: 'Visser',
        delivery: 'collection',
        lines: [{ productId, qty: 1, orderType: 'normal' }],
      },
    });
    return {
      email,
      orderNumber: placeOrderResponseSchema.parse(response.json()).responseData.data.orderNumber,
    };
  }
  let address = 0;
  /** Each test its own client address, so the per-address count of one does not reach another. */
  const newClient = () => `203.0.113.${(address += 1)}`;
  const track = (orderNumber: string, email: string, client: string) =>
    app.inject({
      url: `${ORDERS}/track-order?orderNumber=${orderNumber}&email=${encodeURIComponent(email)}`,
      remoteAddress: client,
    });

  it('refuses an order number after 3 wrong addresses, even with the right one, and says so; other orders still answer', async () => {
    const order = await placeOrder();
    const other = await placeOrder();
    const attacker = newClient();
    for (const guess of ['a@example.com', 'b@example.com', 'c@example.com'])
      expect((await track(order.orderNumber, guess, attacker)).statusCode).toBe(404);

    const refused = await track(order.orderNumber, order.email, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: ORDER_PROBLEMS.tooManyTrackAttempts,
      data: ORDER_PROBLEMS.tooManyTrackAttempts,
      code: 'tooManyTrackAttempts',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The number is refused from any address (the guesses may come from many), in any case.
    expect((await track(order.orderNumber.toLowerCase(), order.email, newClient())).statusCode).toBe(429);
    expect((await track(other.orderNumber, other.email, attacker)).statusCode).toBe(200);
  });

  it('refuses an address after 5 failed look-ups of any numbers', async () => {
    const order = await placeOrder();
    const client = newClient();
    for (let guess = 1; guess <= 5; guess += 1)
      expect((await track(`RD-9${guess}`, 'x@example.com', client)).statusCode).toBe(404);
    expect((await track(order.orderNumber, order.email, client)).statusCode).toBe(429);
    expect((await track(order.orderNumber, order.email, newClient())).statusCode).toBe(200);
  });

  it('never refuses the signed-in owner, whatever others guessed', async () => {
    const token = await login(app, await createAccount(db));
    const order = await placeOrder(bearer(token));
    const attacker = newClient();
    for (const guess of ['a@example.com', 'b@example.com', 'c@example.com'])
      expect((await track(order.orderNumber, guess, attacker)).statusCode).toBe(404);
    expect((await track(order.orderNumber, order.email, newClient())).statusCode).toBe(429);
    const owner = await app.inject({
      url: `${ORDERS}/track-order?orderNumber=${order.orderNumber}`,
      headers: bearer(token),
      remoteAddress: attacker,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('counts nothing for a look-up that finds the order', async () => {
    const order = await placeOrder();
    const client = newClient();
    for (let look = 0; look < 8; look += 1)
      expect((await track(order.orderNumber, order.email, client)).statusCode).toBe(200);
  });
});
