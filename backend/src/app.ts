import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { accountServicesPlugin } from './accounts/account-services';
import { accountsPlugin } from './accounts/accounts-plugin';
import { ordersPlugin } from './orders/orders-plugin';
import { authJsPlugin } from './auth-js/auth-js-plugin';
import { apiErrorsPlugin } from './plugins/api-errors';
import { catalogRoutes } from './catalog/catalog-routes';
import { imageRoutes } from './images/image-routes';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { openapiPlugin } from './openapi/openapi';
import { clientErrors, frameworkErrors } from './plugins/framework-errors';
import { loggerOptions } from './plugins/log-options';
import { securityHeadersPlugin } from './plugins/security-headers';
import { releasesPlugin } from './releases/releases-plugin';
import { seoRoutes } from './seo/seo-plugin';
import { siteRoutes } from './site/site-routes';
import { openSeededDatabase } from './catalog/seed/open-seeded-database';
import { seedIfEmpty } from './catalog/seed/seed-catalog';

/**
 * The largest answer compressed in one call on the event loop; larger ones go through a
 * compression stream. @fastify/compress streams anything above 8 KB on a 2-core machine (it
 * leaves bigger payloads to zlib's thread pool there): a stream per answer allocates brotli's
 * window and hops to a thread and back, about 1 ms of server CPU for a 14 KB page of 25 products
 * that compresses in one call in 0.14 ms. A listing of 100 products is about 56 KB (0.5 ms).
 */
const COMPRESS_IN_ONE_GO = 128 * 1024;

/**
 * The encodings of answers made per request (the API's JSON; pages compress themselves,
 * site/ssr-page.ts, and static files are compressed at build time), the preferred first. gzip at
 * its default level makes the API's answers as small as brotli at the quality @fastify/compress
 * uses (4), in less time: a listing page of 25 products, 14 KB, 2 061 bytes in 46 µs against
 * 2 141 in 69 µs; the category tree 594 against 585 bytes, 16 against 25 µs. Only a page of 100
 * products (56 KB) compresses faster with brotli. The same browsing URLs sent to a server with
 * each, in turn: about 0.1 ms less server CPU per request with gzip, less than the catalogue
 * bench's spread between runs (docs/catalog-queries.md, "Measured").
 * A client that takes brotli alone still gets it.
 */
const ANSWER_ENCODINGS: Array<'gzip' | 'br'> = ['gzip', 'br'];

/**
 * gzip's level for those answers. Compressing was still the largest single item of the server's
 * CPU on the browsing mix (a sixth of it in a profile at 10 connections). Level 3 against the
 * default 6: a listing page of 25 products 2 136 against 1 961 bytes in 40 against 69 µs; a page
 * of 100 products 7 041 against 5 842 bytes in 199 against 503 µs; the category tree 638 against
 * 594 bytes in 24 against 38 µs. Under 200 bytes more on a page, for two fifths of the time.
 */
const GZIP_LEVEL = 3;

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

export interface AppDependencies {
  /** A database already opened and migrated (tests); otherwise one is opened from the config. */
  db?: Database;
  /** Stands in for Google's reCAPTCHA verification call in tests. */
  captchaFetch?: typeof fetch;
  /** URLs per sitemap page (50 000, the protocol's limit); tests split a small catalogue with fewer. */
  sitemapPageSize?: number;
}

/**
 * Builds the one server process of the shop: the API plugins per domain, then the static site
 * (shell, remote releases, registry document), which also owns the fallback to index.html.
 */
export async function buildApp(config: Config, dependencies: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL),
    // Which proxies may name the client's address and protocol (TRUST_PROXY; none by default).
    trustProxy: config.TRUST_PROXY,
    frameworkErrors,
    clientErrorHandler: clientErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checked: config.NODE_ENV !== 'production' }));

  // A shop whose products table is empty gets the seed catalogue (SEED_PRODUCTS) before it serves.
  const db = dependencies.db ?? (await openSeededDatabase(config, app.log));
  if (dependencies.db) {
    const seeded = await seedIfEmpty(db, config.SEED_PRODUCTS);
    if (seeded) app.log.info(seeded, 'seeded the catalogue');
  }
  app.decorate('db', db);
  app.decorate('config', config);
  // A database the app opened is the app's to close; one handed in belongs to the caller.
  if (!dependencies.db) app.addHook('onClose', () => db.close());

  await app.register(securityHeadersPlugin);
  // Answers up to COMPRESS_IN_ONE_GO are compressed in one call rather than through a stream.
  await app.register(compress, {
    global: true,
    encodings: ANSWER_ENCODINGS,
    syncThreshold: COMPRESS_IN_ONE_GO,
    zlibOptions: { level: GZIP_LEVEL },
  });
  await app.register(apiErrorsPlugin);
  await app.register(openapiPlugin);
  await app.register(accountServicesPlugin, { captchaFetch: dependencies.captchaFetch });
  await app.register(accountsPlugin);
  await app.register(ordersPlugin);
  await app.register(authJsPlugin);
  await app.register(catalogRoutes);
  await app.register(imageRoutes);
  await app.register(seoRoutes, { sitemapPageSize: dependencies.sitemapPageSize });
  await app.register(releasesPlugin);
  await app.register(siteRoutes, { buildDir: config.BUILD_DIR });
  return app;
}
