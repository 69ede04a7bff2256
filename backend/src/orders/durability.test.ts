import { afterAll, describe, expect, it, jest } from '@jest/globals';
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

jest.setTimeout(180_000);

interface Confirmed extends OrderAttempt {
  orderNumber: string;
}

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
    open: () => openPostgresDatabase(schema.url, 2),
    remove: () => schema.drop(),
  };
}

const WORKERS = 6;
const KILL_AFTER_CONFIRMED = 30;

/**
 * Orders from several clients at once until the server dies. An order counts as confirmed only
 * with a 200 and an order number; the ones in flight at the kill may or may not have committed.
 */
async function streamOrdersUntilKilled(
  server: ServerProcess,
  products: { id: number }[],
): Promise<Confirmed[]> {
  const confirmed: Confirmed[] = [];
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
      };
      try {
        const answer = await callJson(
          server.url,
          'POST',
          '/orders/api/v1/orders/place-order',
          guestOrder(attempt),
        );
        if (answer.status === 200) {
          const orderNumber = (answer.body as { responseData: { data: { orderNumber: string } } })
            .responseData.data.orderNumber;
          confirmed.push({ ...attempt, orderNumber });
        } else if (answer.status !== 409) {
          throw new Error(`place-order answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        }
      } catch (error) {
        if (killing) return; // the connection died with the server
        throw error;
      }
      if (confirmed.length >= KILL_AFTER_CONFIRMED && !killing) killing = server.kill();
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, id) => worker(id)));
  await killing;
  return confirmed;
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

  it('keeps every confirmed order, and the stock matches', async () => {
    store = await make();
    const env = { ...store.env, SEED_PRODUCTS: '40' };
    const first = await startServer(env);
    let products: Awaited<ReturnType<typeof productsInStock>>;
    let confirmed: Confirmed[];
    try {
      products = (await productsInStock(first.url)).slice(0, 12);
      confirmed = await streamOrdersUntilKilled(first, products);
    } finally {
      await first.kill();
    }
    const initial = new Map(products.map((product) => [product.id, product.stock]));
    expect(confirmed.length).toBeGreaterThanOrEqual(KILL_AFTER_CONFIRMED);

    // Restarted on the same data: every confirmed order can be tracked by its customer.
    const second = await startServer(env);
    try {
      for (const order of confirmed) {
        const query = new URLSearchParams({ orderNumber: order.orderNumber, email: order.email });
        const tracked = await callJson(second.url, 'GET', `/orders/api/v1/orders/track-order?${query}`);
        expect({ order: order.orderNumber, status: tracked.status }).toEqual({
          order: order.orderNumber,
          status: 200,
        });
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
      expect(await stockMismatches(db, initial)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
