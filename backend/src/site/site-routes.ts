import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { REGISTRY_PATH, registryDocumentSchema } from 'shared-contracts';
import { z } from 'zod';
import { documentedFailures } from '../openapi/documented-responses';
import { apiTags } from '../openapi/tags';
import { allowInlineScript } from '../plugins/security-headers';
import { identifyVisitor } from '../releases/visitor';
import { clientLogRoute } from './client-log-route';
import { createChangedFileReader } from './changed-file-reader';
import { renderShellPage } from './index-html';
import { inlinePageStart } from './inline-page-start';
import { createPageRendering } from './page-renderer';
import { createPreloadPlanner } from './preload-assets';
import { createRenderedPages } from './ssr-page';
import { pageFormPostRoute } from './page-form-post';

export interface SiteOptions {
  buildDir: string;
}

/** Paths that belong to the API: never answered with the shell's HTML. */
const API_PREFIXES = ['/api/', '/orders/', '/products/', '/images/', '/docs', '/remotes/'];

/** A page address answers with the shell for browsers and for clients that take anything (curl). */
function acceptsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/** brotli, else gzip, when the client takes it (a q=0 refuses); else none. */
function preferredEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const offered = new Map(
    String(accept ?? '')
      .split(',')
      .map((part) => {
        const [name = '', ...params] = part.trim().toLowerCase().split(';');
        const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
        return [name.trim(), q === undefined ? 1 : Number(q)] as const;
      }),
  );
  const takes = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : undefined;
}

/** A page is made per request: brotli's quality 4 (as @fastify/compress uses), not its slow maximum. */
const BROTLI_FOR_PAGES = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Chunks and the files modules ask for by URL (a picture, the intro video, a worker script) carry a
 * content hash in their name (`name.0123abcdef.js`): such a file never changes.
 */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

/** A release's (and the shell's) server build is code for this process, not for browsers. */
const serverBuildHidden = (pathName: string) => !/(^|\/)server\//.test(pathName);

/** The build's precompressed copies (name.js.br, name.js.gz) are sent in place of the file itself. */
const PRECOMPRESSED = /\.(br|gz)$/;

/** Entry files (main.js, remoteEntry.js, mf-manifest.json, index.html) keep their names, so they are revalidated. */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashed = HASHED_NAME.test(path.basename(filePath).replace(PRECOMPRESSED, ''));
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * The static site: the shell at /, remote releases under /remotes/, the registry document, and
 * the fallback to index.html that makes deep links and reloads work on every route.
 */
export const siteRoutes: FastifyPluginAsync<SiteOptions> = async (app, { buildDir }) => {
  const shellDir = path.join(buildDir, 'shell');
  const planPreloads = createPreloadPlanner(buildDir);
  const readShellFile = createChangedFileReader();
  const rendering = createPageRendering(buildDir);
  const sendRenderedPage = createRenderedPages();
  await app.register(clientLogRoute);

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'remotes'),
    prefix: '/remotes/',
    index: false,
    allowedPath: serverBuildHidden,
    cacheControl: false,
    // The build writes .br and .gz beside each file (tooling/webpack): sent as they are.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      setCacheHeaders(reply, filePath);
      // Remotes may be served from another origin (a CDN) than the shell that loads them.
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    wildcard: false,
    allowedPath: serverBuildHidden,
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });

  // The registry differs per visitor (canaries), so it is never cached, not even privately.
  const registryFor = (request: FastifyRequest, reply: FastifyReply) =>
    app.remoteRegistry.documentFor(identifyVisitor(request, reply));

  // For the OpenAPI document only (the answers go out without a response schema).
  const registryRoute = {
    schema: {
      tags: apiTags('site'),
      summary: 'The registry document: the release of each remote this visitor loads',
      description:
        'Per visitor (a canary reaches a share of visitors, chosen by the riode-visitor cookie), so never ' +
        'cached. The same document is inlined into every page.',
    },
    config: { documentedResponses: { 200: registryDocumentSchema, ...documentedFailures() } },
  };
  app.get(REGISTRY_PATH, registryRoute, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return registryFor(request, reply);
  });

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    // The request's own path and query, split by hand: new URL() reads a path that starts with
    // '//' as a host ('//' itself throws), and a page is never anywhere but here.
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    let html: string;
    try {
      const inlined = await inlinePageStart(
        await readShellFile(path.join(shellDir, 'index.html')),
        shellDir,
        readShellFile,
      );
      html = inlined.html;
      if (inlined.scriptHash) allowInlineScript(reply, inlined.scriptHash);
    } catch {
      return reply.code(503).type('text/plain').send('The shop is not built yet: run `npm run build`.');
    }
    const registry = await registryFor(request, reply);
    // @fastify/compress works per route, and the not-found handler is none: every page is compressed here.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    try {
      const rendered = await sendRenderedPage(request, reply, {
        app,
        rendering,
        template: html,
        registry,
        planAssets: (pageRegistry, modules) => planPreloads(pageRegistry, pathname, modules),
        compress: encoding,
      });
      if (rendered) return reply;
    } catch (error) {
      // The shell's server build itself failed (half-written by a redeploy, say): the shopper still
      // gets the page, drawn by the browser, and the operator a line in the log.
      request.log.error({ err: error }, 'the page could not be rendered on the server; the browser draws it');
    }
    // A shell built without its server build (the bench's monolith), or one that failed: the browser draws the page.
    const page = renderShellPage(html, registry, await planPreloads(registry, pathname, []));
    reply.header('cache-control', 'private, no-cache').header('vary', 'cookie, accept-encoding');
    reply.type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page);
    return reply
      .header('content-encoding', encoding)
      .send(encoding === 'br' ? brotliCompressSync(page, BROTLI_FOR_PAGES) : gzipSync(page));
  };

  const text = (type: string, description: string) => ({
    description,
    content: { [type]: { schema: z.string() } },
  });
  const pageRoute = {
    compress: false as const,
    schema: {
      tags: apiTags('site'),
      summary: "The shop's home page, rendered on the server",
      description:
        'HTML. Every other page address (a GET for HTML outside the API prefixes) is answered the same ' +
        'way, with the page it names; 503 while the shop is not built.',
    },
    config: {
      documentedResponses: {
        200: text('text/html', 'The page'),
        503: text('text/plain', 'The shop is not built yet'),
      },
    },
  };
  app.get('/', pageRoute, (request, reply) => sendShell(request, reply));
  await app.register(pageFormPostRoute);

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (request.method === 'GET' && !isApi && acceptsHtml(request.headers.accept)) {
      return sendShell(request, reply);
    }
    return reply.code(404).send({ message: 'Not Found', data: 'Not Found', code: 'notFound' });
  });
};
