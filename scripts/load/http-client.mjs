// A minimal keep-alive HTTP/1.1 client on node:http: every answer (or failure) is a value with
// its status and time; a request never takes longer than its timeout.
import http from 'node:http';

export function createClient(base, { maxSockets, timeoutMs }) {
  const target = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const request = (method, pathAndQuery, body, headers = {}) =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const started = performance.now();
      const done = (result) => resolve({ ...result, ms: performance.now() - started });
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          method,
          path: pathAndQuery,
          agent,
          headers: {
            accept: 'application/json',
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
          res.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      req.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
      req.end(payload);
    });
  return { request, close: () => agent.destroy() };
}
