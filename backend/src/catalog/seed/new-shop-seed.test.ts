import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type ServerProcess } from '../../test-support/server-process';

jest.setTimeout(180_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'riode-new-shop-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = () => startServer({ DATA_DIR: dataDir, SEED_PRODUCTS: '40', LOG_LEVEL: 'info' });

async function productCount(url: string): Promise<number> {
  const answer = await fetch(`${url}/products/api/v1/public-products/get-products-by-category-id?length=1`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { responseData: { recordsTotal: number } }).responseData.recordsTotal;
}

describe('a new shop on the embedded database', () => {
  it('is seeded (in a process of its own) before it serves, and only at its first start', async () => {
    server = await start();
    const listed = await productCount(server.url);
    expect(listed).toBeGreaterThan(30); // 40 written; the seed leaves a few unapproved, as a shop has
    expect(server.output().match(/seeded the catalogue/g)).toHaveLength(1);
    expect(server.output()).toMatch(/"added":40/);
    await server.stop();

    server = await start();
    expect(await productCount(server.url)).toBe(listed);
    expect(server.output()).not.toMatch(/seeded the catalogue/);
  });
});
