import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { buildTestApp } from '../test-support/account-app';
import { rawExchange } from '../test-support/raw-exchange';

jest.setTimeout(60_000);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  socket: Socket;
}

/**
 * One request through `agent`; rejects on any error of the request (a reset, EPIPE while the body
 * is still being sent), even after the answer has come.
 */
function send(
  agent: Agent,
  port: number,
  options: { method: string; path: string; body?: Buffer; headers?: Record<string, string> },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({
      agent,
      host: '127.0.0.1',
      port,
      method: options.method,
      path: options.path,
      headers: options.headers,
    });
    let answer: Answer | undefined;
    let sent = false;
    let socket: Socket | undefined;
    req.on('socket', (used: Socket) => (socket = used));
    const settle = () => answer && sent && resolve(answer);
    req.on('error', reject);
    req.on('finish', () => {
      sent = true;
      settle();
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, headers: res.headers, text, socket: socket as Socket };
        settle();
      });
    });
    req.end(options.body);
  });
}

const envelope = (code: string) => ({ message: expect.any(String), data: expect.any(String), code });
const overBodyLimit = (megabytes: number) => Buffer.alloc(megabytes * 1024 * 1024, 'a');
const longParameter = `/orders/api/v1/auth/${'1'.repeat(200)}/get-user`;

/**
 * Oversized requests on one keep-alive connection at a time (an Agent with one socket), as a
 * browser or a proxy sends them one after the other: each answer arrives whole, in the error
 * envelope, and the client's request never fails under it; an answer that keeps the connection
 * lets the next request use it, one that closes it says so first.
 */
describe('oversized requests on a keep-alive connection', () => {
  let db: Database;
  let app: FastifyInstance;
  let port: number;
  let agent: Agent;

  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
    app = await buildTestApp(db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterAll(async () => {
    agent.destroy();
    await app.close();
    await db.close();
  });

  const csrf = () => send(agent, port, { method: 'GET', path: '/api/auth/csrf' });

  it('413 for a body over the limit: the envelope and connection: close, the next request on a new connection', async () => {
    const first = await csrf();
    // With a content-length (Node's client sets it for a body sent whole), then chunked.
    const framings: Record<string, string>[] = [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    ];
    for (const headers of framings) {
      const refused = await send(agent, port, {
        method: 'POST',
        path: '/orders/api/v1/auth/login',
        body: overBodyLimit(32),
        headers,
      });
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.text)).toEqual({
        message: 'The body of this request is too large.',
        data: 'The body of this request is too large.',
        code: 'bodyTooLarge',
      });
      const next = await csrf();
      expect(next.status).toBe(200);
      expect(next.socket).not.toBe(first.socket);
    }
  });

  it('413 while the body is still being sent: the client sends it all, then reads the answer, no reset', async () => {
    const body = overBodyLimit(32);
    const { text, error } = await rawExchange(
      port,
      'POST /orders/api/v1/auth/login HTTP/1.1\r\nHost: shop\r\ncontent-type: application/json\r\n' +
        `content-length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(error).toBeUndefined();
    const [head = '', answer = ''] = text.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(answer)).toEqual(envelope('bodyTooLarge'));
  });

  it('413 under the Auth.js routes (64 KB) the same way', async () => {
    const refused = await send(agent, port, {
      method: 'POST',
      path: '/api/auth/callback/credentials',
      body: overBodyLimit(8),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.text)).toEqual(envelope('bodyTooLarge'));
    expect((await csrf()).status).toBe(200);
  });

  it('414 for a path parameter over the router limit: the envelope, and the connection goes on', async () => {
    const before = await csrf();
    const refused = await send(agent, port, { method: 'GET', path: longParameter });
    expect(refused.status).toBe(414);
    expect(JSON.parse(refused.text)).toEqual({
      message: 'The address of this request is too long.',
      data: 'The address of this request is too long.',
      code: 'addressTooLong',
    });
    expect(refused.socket).toBe(before.socket);
    const head = await send(agent, port, { method: 'HEAD', path: longParameter });
    expect([head.status, head.text]).toEqual([414, '']);
    const after = await csrf();
    expect(after.status).toBe(200);
    expect(after.socket).toBe(before.socket);
  });

  it('431 for headers over 16 KB: the envelope, the connection closed, HEAD without a body', async () => {
    const big = { 'x-filler': 'x'.repeat(20_000) };
    const refused = await send(agent, port, { method: 'GET', path: '/api/auth/csrf', headers: big });
    expect(refused.status).toBe(431);
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(refused.text)).toEqual(envelope('headersTooLarge'));
    const head = await send(agent, port, { method: 'HEAD', path: '/api/auth/csrf', headers: big });
    expect([head.status, head.text]).toEqual([431, '']);
    expect((await csrf()).status).toBe(200);
  });
});
