import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../db/database';
import { openPgliteDatabase } from '../db/pglite-database';
import { openPostgresDatabase } from '../db/postgres-database';
import { createTestSchema, postgresReachable } from '../test-support/databases';
import { callJson } from '../test-support/http-client';
import {
  guestOrder,
  productsInStock,
  stockMismatches,
  type OrderAttempt,
} from '../test-support/order-stream';
import { startServer, type ServerProcess } from '../test-support/server-process';
import { IDEMPOTENCY_KEY_HEADER } from 'shared-contracts';

jest.setTimeout(180_000);

/** An order sent with an Idempotency-Key of its own. */
interface KeyedAttempt extends OrderAttempt {
  key: string;
}

interface Confirmed extends KeyedAttempt {
  orderNumber: string;
}

const PLACE_ORDER = '/orders/api/v1/orders/place-order';
const placeWithKey = (server: ServerProcess, attempt: KeyedAttempt) =>
  callJson(server.url, 'POST', PLACE_ORDER, guestOrder(attempt), { [IDEMPOTENCY_KEY_HEADER]: attempt.key });
const orderNumberOf = (body: unknown) =>
  (body as { responseData: { data: { orderNumber: string } } }).responseData.data.orderNumber;

interface Store {
  env: Record<string, string>;
  /** Opens the database the servers used, once they are stopped (PGlite is one process's). */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

async function pgliteStore(): Promise<Store> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'riode-durability-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openPgliteDatabase(path.join(dataDir, 'pglite')),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresStore(): Promise<Store> {
  const schema = await createTestSchema();
  return {
    env: { DATABASE_URL: schema.url },
    open: () => openPostgresDatabase(schema.url, { poolSize: 2 }),
    remove: () => schema.drop(),
  };
}

const WORKERS = 6;
const KILL_AFTER_CONFIRMED = 30;

/**
 * Orders from several clients at once until the server dies. An order counts as confirmed only
 * with a 200 and an order number; the ones in flight at the kill (lost) may or may not have
 * committed.
 */
async function streamOrdersUntilKilled(
  server: ServerProcess,
  products: { id: number }[],
): Promise<{ confirmed: Confirmed[]; lost: KeyedAttempt[] }> {
  const confirmed: Confirmed[] = [];
  const lost: KeyedAttempt[] = [];
  let sent = 0;
  let killing: Promise<void> | undefined;
  const worker = async (workerId: number) => {
    for (;;) {
      sent += 1;
      const product = products[(sent * 7 + workerId) % products.length];
      if (!product) return;
      const attempt = {
        email: `stream.${workerId}.${sent}@example.com`,
        productId: product.id,
        qty: 1 + (sent % 3),
        key: randomUUID(),
      };
      try {
        const answer = await placeWithKey(server, attempt);
        if (answer.status === 200) confirmed.push({ ...attempt, orderNumber: orderNumberOf(answer.body) });
        else if (answer.status !== 409)
          throw new Error(`place-order answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      } catch (error) {
        if (!killing) throw error;
        lost.push(attempt); // the connection died with the server: the answer was lost
        return;
      }
      if (confirmed.length >= KILL_AFTER_CONFIRMED && !killing) killing = server.kill();
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, id) => worker(id)));
  await killing;
  return { confirmed, lost };
}

const stores = [
  { label: 'PGlite on disk (DATA_DIR)', make: pgliteStore },
  ...((await postgresReachable()) || process.env.CI ? [{ label: 'PostgreSQL', make: postgresStore }] : []),
];

describe.each(stores)('orders survive SIGKILL on $label', ({ make }) => {
  let store: Store | undefined;
  afterAll(async () => {
    await store?.remove();
  });

  it('keeps every confirmed order, places a lost one once on its retry, and the stock matches', async () => {
    store = await make();
    const env = { ...store.env, SEED_PRODUCTS: '40' };
    const first = await startServer(env);
    let products: Awaited<ReturnType<typeof productsInStock>>;
    let confirmed: Confirmed[];
    let lost: KeyedAttempt[];
    try {
      products = (await productsInStock(first.url)).slice(0, 12);
      ({ confirmed, lost } = await streamOrdersUntilKilled(first, products));
    } finally {
      await first.kill();
    }
    const initial = new Map(products.map((product) => [product.id, product.stock]));
    expect(confirmed.length).toBeGreaterThanOrEqual(KILL_AFTER_CONFIRMED);

    // Restarted on the same data: every confirmed order can be tracked by its customer, and its
    // retry (same key, same body) answers the same order. A lost one's retry places it once: the
    // order it had placed before the kill, if it had, or a new one (409 if the stock ran out).
    const second = await startServer(env);
    const retried = new Map<string, string | null>();
    try {
      for (const order of confirmed) {
        const query = new URLSearchParams({ orderNumber: order.orderNumber, email: order.email });
        const tracked = await callJson(second.url, 'GET', `/orders/api/v1/orders/track-order?${query}`);
        expect({ order: order.orderNumber, status: tracked.status }).toEqual({
          order: order.orderNumber,
          status: 200,
        });
        const retry = await placeWithKey(second, order);
        expect({
          order: order.orderNumber,
          retry: retry.status === 200 && orderNumberOf(retry.body),
        }).toEqual({
          order: order.orderNumber,
          retry: order.orderNumber,
        });
      }
      for (const attempt of lost) {
        const retry = await placeWithKey(second, attempt);
        expect([200, 409]).toContain(retry.status);
        retried.set(attempt.email, retry.status === 200 ? orderNumberOf(retry.body) : null);
      }
    } finally {
      await second.stop();
    }

    const db = await store.open();
    try {
      const { rows } = await db.query<{ order_number: string; product_id: number; qty: number }>(
        `SELECT o.order_number, l.product_id, l.qty FROM orders o JOIN order_lines l ON l.order_id = o.id
          WHERE o.order_number = ANY($1::text[])`,
        [confirmed.map((order) => order.orderNumber)],
      );
      const stored = new Map(rows.map((row) => [row.order_number, row]));
      for (const order of confirmed)
        expect(stored.get(order.orderNumber)).toMatchObject({ product_id: order.productId, qty: order.qty });
      // One order per attempt at most: none was placed twice, by a retry or otherwise.
      const perEmail = await db.query<{ email: string; numbers: string[] }>(
        `SELECT email, array_agg(order_number) AS numbers FROM orders WHERE email = ANY($1::text[]) GROUP BY email`,
        [[...confirmed, ...lost].map((attempt) => attempt.email)],
      );
      const numbersOf = new Map(perEmail.rows.map((row) => [row.email, row.numbers]));
      for (const order of confirmed) expect(numbersOf.get(order.email)).toEqual([order.orderNumber]);
      for (const [email, orderNumber] of retried)
        expect({ email, numbers: numbersOf.get(email) ?? [] }).toEqual({
          email,
          numbers: orderNumber ? [orderNumber] : [],
        });
      expect(await stockMismatches(db, initial)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
