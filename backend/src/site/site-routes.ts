import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REGISTRY_PATH } from 'shared-contracts';
import { readBuildRegistry } from './build-registry';
import { inlineRegistry } from './index-html';

export interface SiteOptions {
  buildDir: string;
}

/** Paths that belong to the API: never answered with the shell's HTML. */
const API_PREFIXES = ['/api/', '/orders/', '/products/', '/images/', '/docs', '/remotes/'];

/** Entry files are the mutable names a release is reached by; everything else is content-hashed. */
const UNHASHED = new Set(['remoteEntry.js', 'mf-manifest.json', 'index.html', 'release.json']);

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const unhashed = UNHASHED.has(path.basename(filePath));
  reply.header('cache-control', unhashed ? 'no-cache' : 'public, max-age=31536000, immutable');
}

/**
 * The static site: the shell at /, remote releases under /remotes/, the registry document, and
 * the fallback to index.html that makes deep links and reloads work on every route.
 */
export const siteRoutes: FastifyPluginAsync<SiteOptions> = async (app, { buildDir }) => {
  const shellDir = path.join(buildDir, 'shell');

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'remotes'),
    prefix: '/remotes/',
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      setCacheHeaders(reply, filePath);
      // Remotes may be served from another origin (a CDN) than the shell that loads them.
      reply.header('access-control-allow-origin', '*');
    },
  });
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    wildcard: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });

  app.get(REGISTRY_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return readBuildRegistry(buildDir);
  });

  const sendShell = async (reply: FastifyReply) => {
    let html: string;
    try {
      html = await readFile(path.join(shellDir, 'index.html'), 'utf8');
    } catch {
      return reply.code(503).type('text/plain').send('The shop is not built yet: run `npm run build`.');
    }
    const registry = await readBuildRegistry(buildDir);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(inlineRegistry(html, registry));
  };

  app.get('/', (_request, reply) => sendShell(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (request.method === 'GET' && !isApi && request.headers.accept?.includes('text/html') !== false) {
      return sendShell(reply);
    }
    return reply.code(404).send({ message: 'Not Found', data: 'Not Found', code: 'notFound' });
  });
};
