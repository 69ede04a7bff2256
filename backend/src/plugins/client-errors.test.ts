import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { buildTestApp } from '../test-support/account-app';
import { rawExchange } from '../test-support/raw-exchange';

jest.setTimeout(60_000);

const longQuery = `q=${'x'.repeat(20_000)}`;

describe('requests the HTTP parser refuses', () => {
  let db: Database;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
    app = await buildTestApp(db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('an address over 16 KB gets 431 in the error envelope, and the connection closes cleanly', async () => {
    const { text, error } = await rawExchange(
      port,
      `GET /products/api/v1/public-products/get-products-by-category-id?${longQuery} HTTP/1.1\r\nHost: shop\r\n\r\n`,
    );
    expect(error).toBeUndefined();
    const [head = '', body] = text.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head.toLowerCase()).toContain('connection: close');
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(body ?? '')).toEqual({
      message: 'The address or the headers of this request are too long.',
      data: 'The address or the headers of this request are too long.',
      code: 'headersTooLarge',
    });
  });

  it('a HEAD request gets the same answer without a body', async () => {
    const { text, error } = await rawExchange(port, `HEAD /?${longQuery} HTTP/1.1\r\nHost: shop\r\n\r\n`);
    expect(error).toBeUndefined();
    const [head = '', body] = text.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(body).toBe('');
  });

  it('a request that does not parse gets 400 in the envelope, and the server goes on answering', async () => {
    const { text } = await rawExchange(port, 'NOT A REQUEST\r\n\r\n');
    expect(text.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(text.split('\r\n\r\n')[1] ?? '')).toMatchObject({ code: 'badRequest' });
    const next = await rawExchange(
      port,
      'GET /api/auth/csrf HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n',
    );
    expect(next.text.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });
});
