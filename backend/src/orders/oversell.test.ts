import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Database } from '../db/database';
import { openPostgresDatabase } from '../db/postgres-database';
import { createTestSchema, postgresReachable, type TestSchema } from '../test-support/databases';
import { callJson } from '../test-support/http-client';
import { guestOrder, stockMismatches } from '../test-support/order-stream';
import { startServer, type ServerProcess } from '../test-support/server-process';

jest.setTimeout(120_000);

const run = (await postgresReachable()) || process.env.CI ? describe : describe.skip;
const CLIENTS = 20;
const SECONDS = 6;

/**
 * The short form of `npm run load`'s stock check: twenty clients order the same few products on
 * two server processes at once until they sell out. Never oversold, never a 5xx.
 */
run('no stock oversold under concurrent orders on two servers', () => {
  let schema: TestSchema;
  let db: Database;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    schema = await createTestSchema();
    const env = { DATABASE_URL: schema.url, SEED_PRODUCTS: '60' };
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    db = await openPostgresDatabase(schema.url, { poolSize: 2 });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.close();
    await schema?.drop();
  });

  it('sells at most what there is, and every confirmed order is stored', async () => {
    const { rows } = await db.query<{ id: number; stock: number }>(
      `SELECT id, stock FROM products WHERE approved AND price_cents IS NOT NULL AND stock > 0
        ORDER BY stock, id LIMIT 6`,
    );
    const initial = new Map(rows.map((row) => [row.id, row.stock]));
    const deadline = Date.now() + SECONDS * 1000;
    const statuses = new Map<number, number>();
    let sequence = 0;
    const client = async (index: number) => {
      const server = servers[index % servers.length] as ServerProcess;
      while (Date.now() < deadline) {
        sequence += 1;
        const product = rows[sequence % rows.length] as { id: number };
        const order = guestOrder({
          email: `race.${sequence}@example.com`,
          productId: product.id,
          qty: 1 + (sequence % 2),
        });
        const answer = await callJson(server.url, 'POST', '/orders/api/v1/orders/place-order', order);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));

    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(statuses.get(409)).toBeGreaterThan(0); // they did sell out
    expect(await stockMismatches(db, initial)).toEqual([]);
    const stored = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(stored.rows[0]?.n).toBe(statuses.get(200));
  });
});
