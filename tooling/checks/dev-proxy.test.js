import { afterEach, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { createDevProxy } from '../../scripts/dev/dev-proxy.mjs';

// The address `npm run dev` prints holds requests while the backend restarts. A request whose
// client has left must not stay open at the backend: the backend's next shutdown waits for open
// requests, and so every restart after a reload during a restart took 5 s longer.

const closers = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

function listen(server) {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server.address().port));
    closers.push(
      () =>
        new Promise((done) => {
          server.closeAllConnections?.();
          server.close(() => done());
        }),
    );
  });
}

/** A backend that records what reaches it; `hold` requests are never answered. */
async function backend() {
  const seen = [];
  const closed = [];
  const server = http.createServer((request, response) => {
    seen.push(request.url);
    request.on('close', () => closed.push(request.url));
    if (request.url === '/hold') return;
    response.end('ok');
  });
  return { port: await listen(server), seen, closed };
}

/** A GET through the proxy that the client abandons as soon as it has been sent. */
function abandon(port, path) {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path });
    request.on('error', () => undefined);
    request.on('socket', (socket) =>
      socket.on('connect', () => setImmediate(() => (request.destroy(), resolve()))),
    );
  });
}

function get(port, path) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (answer) => {
        let body = '';
        answer.on('data', (chunk) => (body += chunk));
        answer.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

const connections = (server) =>
  new Promise((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

async function untilAsync(check) {
  while (!(await check())) await new Promise((resolve) => setImmediate(resolve));
}

/** Waits until `check` holds (each turn of the event loop), without a fixed sleep. */
async function until(check) {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

describe('the dev proxy', () => {
  it('does not pass on a request whose client left while the backend was restarting', async () => {
    const proxy = createDevProxy();
    const proxyPort = await listen(proxy.server);
    const api = await backend();
    proxy.starting();
    await abandon(proxyPort, '/left');
    // The proxy has seen the client go (its connection is closed) …
    await untilAsync(async () => (await connections(proxy.server)) === 0);
    const answered = get(proxyPort, '/stayed');
    proxy.up(api.port);
    expect(await answered).toBe('ok');
    // … and when the backend is up, only the request with a client reaches it (requests waiting
    // for the backend go on in the order they came, so /left has been decided by now).
    expect(api.seen).toEqual(['/stayed']);
  });

  it('ends the backend’s request when the client leaves before the answer', async () => {
    const proxy = createDevProxy();
    const proxyPort = await listen(proxy.server);
    const api = await backend();
    proxy.up(api.port);
    const client = http.get({ host: '127.0.0.1', port: proxyPort, path: '/hold' });
    client.on('error', () => undefined);
    await until(() => api.seen.includes('/hold'));
    client.destroy();
    await until(() => api.closed.includes('/hold'));
    expect(api.closed).toEqual(['/hold']);
  });
});
