import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  ORDER_PROBLEMS,
  placeOrderResponseSchema,
} from 'shared-contracts';
import type { Database, Queryable } from '../db/database';
import { bearer, buildTestApp, createAccount, login, uniqueEmail } from '../test-support/account-app';
import { testDatabases } from '../test-support/databases';
import { insertProduct, stockOf } from '../test-support/product-fixtures';
import { canonicalJson } from './order-idempotency';
import { placeOrder } from './place-order';

jest.setTimeout(60_000);
const databases = await testDatabases();
const PLACE_ORDER = '/orders/api/v1/orders/place-order';

const guestOrder = (productId: number, qty = 1, email = uniqueEmail('idem')) => ({
  email,
  firstName: 'Sanne',
  lastName: 'Visser',
  delivery: 'collection' as const,
  lines: [{ productId, qty, orderType: 'normal' as const }],
});

describe('canonicalJson', () => {
  it('gives equal bodies equal text whatever their key order, and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: 'x' }, e: undefined })).toBe(
      '{"a":{"c":"x","d":[2,1]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });
});

describe.each(databases)('place-order with an Idempotency-Key on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await open();
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (payload: object, key: string | undefined, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: PLACE_ORDER,
      payload,
      headers: key === undefined ? headers : { ...headers, [IDEMPOTENCY_KEY_HEADER]: key },
    });
  const orderNumberOf = (response: { json(): unknown }) =>
    placeOrderResponseSchema.parse(response.json()).responseData.data.orderNumber;
  const ordersOf = async (email: string) =>
    (
      await db.query<{ order_number: string }>('SELECT order_number FROM orders WHERE email = $1', [email])
    ).rows.map((row) => row.order_number);
  const confirmationsTo = async (email: string) =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM email_outbox WHERE to_address = $1 AND kind = 'order-confirmation'`,
        [email],
      )
    ).rows[0]?.n;

  it('answers a retry with the same order, taking stock and sending the email once', async () => {
    // The first order takes the last two: a retry that ordered again would be a 409.
    const productId = await insertProduct(db, { stock: 2 });
    const order = guestOrder(productId, 2);
    const key = randomUUID();
    const first = await post(order, key);
    expect(first.statusCode).toBe(200);
    const again = await post(order, key);
    expect(again.statusCode).toBe(200);
    expect(orderNumberOf(again)).toBe(orderNumberOf(first));
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(db, productId)).toBe(0);
    expect(await ordersOf(order.email)).toEqual([orderNumberOf(first)]);
    expect(await confirmationsTo(order.email)).toBe(1);
  });

  it('places one order for parallel requests with one key', async () => {
    const productId = await insertProduct(db, { stock: 10 });
    const order = guestOrder(productId, 3);
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(order, key)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const numbers = new Set(responses.map(orderNumberOf));
    expect(numbers.size).toBe(1);
    expect(await stockOf(db, productId)).toBe(7);
    expect(await ordersOf(order.email)).toEqual([...numbers]);
    expect(await confirmationsTo(order.email)).toBe(1);
  });

  it('makes a request wait while its key is being used, then answers that order', async () => {
    const productId = await insertProduct(db, { stock: 5 });
    const order = guestOrder(productId, 1);
    const key = randomUUID();
    // The first request's transaction stays open once it has placed its order, until let go.
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let placed = () => {};
    const orderWritten = new Promise<void>((resolve) => (placed = resolve));
    const holding: Database = {
      ...db,
      transaction: (work) =>
        db.transaction((tx) =>
          work({
            async query<Row extends object>(sql: string, params?: unknown[]) {
              const result = await tx.query<Row>(sql, params);
              if (sql.startsWith('UPDATE order_idempotency_keys')) {
                placed();
                await held;
              }
              return result;
            },
          } satisfies Queryable),
        ),
    };
    const first = placeOrder(holding, {
      order,
      userId: null,
      confirmedBusiness: false,
      locale: 'nl_NL',
      idempotencyKey: key,
    });
    await orderWritten;
    let secondDone = false;
    const second = post(order, key).then((response) => {
      secondDone = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondDone).toBe(false);
    letGo();
    const { orderNumber, replayed } = await first;
    expect(replayed).toBe(false);
    const response = await second;
    expect(response.statusCode).toBe(200);
    expect(orderNumberOf(response)).toBe(orderNumber);
    expect(await stockOf(db, productId)).toBe(4);
    expect(await ordersOf(order.email)).toEqual([orderNumber]);
  });

  it('refuses the same key with another body with a 409, and changes nothing', async () => {
    const productId = await insertProduct(db, { stock: 10 });
    const order = guestOrder(productId, 1);
    const key = randomUUID();
    const first = await post(order, key);
    expect(first.statusCode).toBe(200);
    for (const other of [
      { ...order, lines: [{ ...order.lines[0], qty: 2 }] },
      { ...order, lastName: 'de Vries' },
    ]) {
      const response = await post(other, key);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: ORDER_PROBLEMS.idempotencyKeyReused,
        data: ORDER_PROBLEMS.idempotencyKeyReused,
        code: 'idempotencyKeyReused',
      });
    }
    expect(await stockOf(db, productId)).toBe(9);
    expect(await ordersOf(order.email)).toEqual([orderNumberOf(first)]);
    // The same body in another key order, with text the schema trims, is the same body.
    const reordered = {
      lines: order.lines,
      delivery: order.delivery,
      lastName: ` ${order.lastName} `,
      firstName: order.firstName,
      email: order.email,
    };
    const same = await post(reordered, key);
    expect(same.statusCode).toBe(200);
    expect(orderNumberOf(same)).toBe(orderNumberOf(first));
  });

  it.each([
    ['empty', ''],
    ['too short', 'abc123'],
    ['too long', 'k'.repeat(129)],
    ['with spaces', 'a key with spaces in it'],
    ['with other characters', `${randomUUID()}/../$`],
    ['two keys in one', `${randomUUID()}, ${randomUUID()}`],
  ])('answers 400 for a key that is %s, and changes nothing', async (_label, key) => {
    const productId = await insertProduct(db, { stock: 4 });
    const order = guestOrder(productId, 1);
    const response = await post(order, key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: ORDER_PROBLEMS.invalidIdempotencyKey,
      data: ORDER_PROBLEMS.invalidIdempotencyKey,
      code: 'invalidIdempotencyKey',
    });
    expect(await stockOf(db, productId)).toBe(4);
    expect(await ordersOf(order.email)).toEqual([]);
  });

  it('keeps the keys of each account and of the guests apart', async () => {
    const productId = await insertProduct(db, { stock: 10 });
    const email = uniqueEmail('shared-key');
    const order = guestOrder(productId, 1, email);
    const key = randomUUID();
    const tokens = [await login(app, await createAccount(db)), await login(app, await createAccount(db))];
    const responses = [
      await post(order, key),
      ...(await Promise.all(tokens.map((token) => post(order, key, bearer(token))))),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(responses.map(orderNumberOf)).size).toBe(3);
    expect(await stockOf(db, productId)).toBe(7);
    // Each one's retry finds its own order.
    expect(orderNumberOf(await post(order, key, bearer(tokens[1] as string)))).toBe(
      orderNumberOf(responses[2] as { json(): unknown }),
    );
    expect(await stockOf(db, productId)).toBe(7);
  });

  it('keeps no key for a refused order: the retry is tried afresh', async () => {
    const productId = await insertProduct(db, { stock: 1 });
    const order = guestOrder(productId, 2);
    const key = randomUUID();
    expect((await post(order, key)).statusCode).toBe(409);
    await db.query('UPDATE products SET stock = 5 WHERE id = $1', [productId]);
    const retry = await post(order, key);
    expect(retry.statusCode).toBe(200);
    expect(await stockOf(db, productId)).toBe(3);
  });

  it(`forgets a key after ${IDEMPOTENCY_KEY_TTL_HOURS} hours: it then places a new order`, async () => {
    const productId = await insertProduct(db, { stock: 10 });
    const order = guestOrder(productId, 1);
    const key = randomUUID();
    const first = orderNumberOf(await post(order, key));
    await db.query(
      `UPDATE order_idempotency_keys SET created_at = now() - interval '${IDEMPOTENCY_KEY_TTL_HOURS + 1} hours'
        WHERE idempotency_key = $1`,
      [key],
    );
    const later = await post(order, key);
    expect(later.statusCode).toBe(200);
    expect(orderNumberOf(later)).not.toBe(first);
    expect(await stockOf(db, productId)).toBe(8);
    // The new order has the key now.
    expect(orderNumberOf(await post(order, key))).toBe(orderNumberOf(later));
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM order_idempotency_keys WHERE idempotency_key = $1',
      [key],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('still places orders without a key, each one anew', async () => {
    const productId = await insertProduct(db, { stock: 10 });
    const order = guestOrder(productId, 1);
    const numbers = [
      orderNumberOf(await post(order, undefined)),
      orderNumberOf(await post(order, undefined)),
    ];
    expect(new Set(numbers).size).toBe(2);
    expect(await stockOf(db, productId)).toBe(8);
  });
});
