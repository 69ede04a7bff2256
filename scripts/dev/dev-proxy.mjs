// The address `npm run dev` prints. It passes every request to the backend, which restarts when its
// code or a server build changes: a request that arrives meanwhile waits for it instead of failing.
// It also sends the page its reload events (/__dev/events, scripts/dev/reload-client.js) from the
// page's own origin, which the shop's Content-Security-Policy (connect-src 'self') allows.
import http from 'node:http';

const EVENTS_PATH = '/__dev/events';

/** Hop-by-hop headers: about one connection, not passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

/** How long a request waits for a backend that is building or starting. */
const WAIT_MS = 180_000;

const withoutHopByHop = (rawHeaders) => {
  const kept = [];
  for (let i = 0; i < rawHeaders.length; i += 2)
    if (!HOP_BY_HOP.has(rawHeaders[i].toLowerCase())) kept.push(rawHeaders[i], rawHeaders[i + 1]);
  return kept;
};

function unavailable(response, reason) {
  response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  response.end(`npm run dev: the shop is not running.\n\n${reason}\n`);
}

/** A promise and the function that settles it (Node 20 has no Promise.withResolvers). */
function signal() {
  let resolve;
  const promise = new Promise((settle) => (resolve = settle));
  return { promise, resolve };
}

export function createDevProxy() {
  /** The backend's port when it answers; else a promise of it, or the reason it is down. */
  let state = { waiting: signal() };
  const listeners = new Set();
  const agent = new http.Agent({ keepAlive: true });

  async function backendPort() {
    let timer;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, WAIT_MS, 'late')));
    while (state.waiting) if ((await Promise.race([state.waiting.promise, timeout])) === 'late') break;
    clearTimeout(timer);
    if (state.port) return { port: state.port };
    return { down: state.down ?? `the backend did not start within ${WAIT_MS / 1000} s` };
  }

  function forward(request, response, port) {
    const upstream = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers, agent },
      (answer) => {
        response.writeHead(
          answer.statusCode ?? 502,
          answer.statusMessage,
          withoutHopByHop(answer.rawHeaders),
        );
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) unavailable(response, `The backend did not answer: ${error.message}`);
      else response.destroy(error);
    });
    request.pipe(upstream);
    // A client that leaves before the answer has ended (a reload) ends the backend's request too:
    // left open, it kept the backend's next shutdown waiting until it was killed (5 s).
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
  }

  function subscribe(request, response) {
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    // A page whose connection broke (the dev run restarted) tries again after a second.
    response.write('retry: 1000\n\n');
    listeners.add(response);
    request.on('close', () => listeners.delete(response));
  }

  /** The pages last opened in the developer's browser, to render once before they reload. */
  const openPages = new Set();
  const rememberPage = (page) => {
    openPages.delete(page);
    openPages.add(page);
    if (openPages.size > 5) openPages.delete(openPages.values().next().value);
  };

  const server = http.createServer(async (request, response) => {
    if (request.url === EVENTS_PATH) return subscribe(request, response);
    if (request.method === 'GET' && request.headers['sec-fetch-dest'] === 'document')
      rememberPage(request.url);
    let left = false;
    response.on('close', () => (left = !response.writableFinished));
    const backend = await backendPort();
    // Nobody to answer: the client gave up while the backend was restarting.
    if (left) return;
    if (backend.down) return unavailable(response, backend.down);
    forward(request, response, backend.port);
  });

  return {
    server,
    /** The last few pages browsers opened (the addresses their reloads will ask for). */
    get openPages() {
      return [...openPages];
    },
    /** The backend answers on this port. */
    up(port) {
      const { waiting } = state;
      state = { port };
      waiting?.resolve();
    },
    /** The backend is restarting: requests wait. */
    starting() {
      if (state.waiting) return;
      state = { waiting: signal() };
    },
    /** The backend cannot run until something changes: requests get the reason. */
    down(reason) {
      const { waiting } = state;
      state = { down: reason };
      waiting?.resolve();
    },
    /** Tells every open page of the shop. */
    notify(event, data = '') {
      const lines = String(data)
        .split('\n')
        .map((line) => `data: ${line}`)
        .join('\n');
      for (const listener of listeners) listener.write(`event: ${event}\n${lines}\n\n`);
    },
    close() {
      for (const listener of listeners) listener.end();
      agent.destroy();
      const closed = new Promise((resolve) => server.close(resolve));
      // A browser's keep-alive connection would otherwise hold `npm run dev` open after Ctrl+C.
      server.closeAllConnections();
      return closed;
    },
  };
}
