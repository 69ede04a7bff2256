// A loopback HTTP proxy in front of the shop, for the no-JS floor: the same server-rendered page
// with its scripts taken out, served the same way. Every request is forwarded unchanged; with
// `stripScripts`, a text/html answer loses its external scripts and their preloads before it goes
// on (re-compressed as the shop sent it). The page itself is measured through a second proxy that
// strips nothing, so both sides pay the same extra hop.
import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// Script elements that load a file, the shell's page start written into the page (its id is
// shared-contracts' PAGE_START_ELEMENT_ID; JSON data, JSON-LD and React's inline boundary scripts
// stay: they are part of the rendered page), and the links that fetch scripts ahead of them.
const EXTERNAL_SCRIPT =
  /<script\b[^>]*\bsrc\s*=[^>]*>\s*<\/script\s*>|<script id="?riode-page-start"?>[\s\S]*?<\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;
const attribute = (tag, name) =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);
const preloadsScript = (tag) => {
  const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as') === 'script');
};

// Brotli at the quality the shop streams its pages with (backend/src/site/ssr-page.ts).
const brotliCompress = promisify(zlib.brotliCompress);
const CODECS = {
  br: {
    decode: promisify(zlib.brotliDecompress),
    encode: (body) => brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  },
  gzip: { decode: promisify(zlib.gunzip), encode: promisify(zlib.gzip) },
  deflate: { decode: promisify(zlib.inflate), encode: promisify(zlib.deflate) },
};

/** The HTML without its external scripts and script preloads, and how many of each went. */
export function stripScripts(html) {
  let scripts = 0;
  let preloads = 0;
  const stripped = html
    .replace(EXTERNAL_SCRIPT, () => {
      scripts += 1;
      return '';
    })
    .replace(LINK, (tag) => {
      if (!preloadsScript(tag)) return tag;
      preloads += 1;
      return '';
    });
  return { html: stripped, scripts, preloads };
}

async function strippedBody(upstream, chunks) {
  const encoding = upstream.headers['content-encoding'];
  const codec = encoding ? CODECS[encoding] : undefined;
  if (encoding && !codec) throw new Error(`cannot strip a ${encoding} page`);
  const raw = Buffer.concat(chunks);
  const html = (codec ? await codec.decode(raw) : raw).toString('utf8');
  const result = stripScripts(html);
  const body = Buffer.from(result.html, 'utf8');
  return { body: codec ? await codec.encode(body) : body, stripped: result };
}

/**
 * Starts the proxy on a free loopback port in front of `target` (the shop's origin). Answers its
 * `url`, what it stripped from the last page (`lastStripped`, to show the floor is what it claims)
 * and `stop`.
 */
export async function startProxy(target, { stripScripts: strip }) {
  const upstreamUrl = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  let lastStripped;
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: upstreamUrl.hostname,
        port: upstreamUrl.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstreamUrl.host },
        agent,
      },
      (answer) => {
        const isHtml = String(answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!strip || !isHtml) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', async () => {
          try {
            const { body, stripped } = await strippedBody(answer, chunks);
            lastStripped = stripped;
            const headers = { ...answer.headers, 'content-length': String(body.length) };
            delete headers['transfer-encoding'];
            response.writeHead(answer.statusCode ?? 502, headers);
            response.end(body);
          } catch (error) {
            response.writeHead(502).end(String(error));
          }
        });
      },
    );
    upstream.on('error', (error) => response.writeHead(502).end(String(error)));
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    lastStripped: () => lastStripped,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
