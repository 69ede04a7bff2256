import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { siteRoutes } from './site/site-routes';

/**
 * Builds the one server process of the shop: the API plugins per domain, then the static site
 * (shell, remote releases, registry document), which also owns the fallback to index.html.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: true,
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(siteRoutes, { buildDir: config.BUILD_DIR });
  return app;
}
