import type { FastifyPluginAsync } from 'fastify';
import { robotsRoute } from './robots-route';
import { SITEMAP_MAX_URLS } from './sitemap-plan';
import { sitemapRoutes } from './sitemap-routes';

export interface SeoOptions {
  /** URLs per sitemap page, 1..50 000 (the protocol's limit, the default); tests ask for fewer. */
  sitemapPageSize?: number | undefined;
}

/**
 * What crawlers read: /robots.txt and the sitemap. Routes of their own, so they win over the
 * site's fallback that answers every other address with the shop's page.
 */
export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, options) => {
  const pageSize = options.sitemapPageSize ?? SITEMAP_MAX_URLS;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > SITEMAP_MAX_URLS)
    throw new Error(`sitemapPageSize must be a whole number from 1 to ${SITEMAP_MAX_URLS}`);
  await app.register(robotsRoute);
  await app.register(sitemapRoutes, { pageSize });
};
