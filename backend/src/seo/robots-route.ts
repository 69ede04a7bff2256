import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_ROUTES } from 'shared-contracts';
import { z } from 'zod';
import { apiTags } from '../openapi/tags';
import { errorResponses } from '../plugins/error-responses';
import { publicOrigin } from './public-origin';
import { SITEMAP_INDEX_PATH } from './sitemap-plan';

/**
 * Pages a crawler has no business in, as the route table marks them (noindex): a shopper's own
 * cart, checkout, account and wishlist, the sign-in and password pages (each also reached with
 * tokens in its query) and the not-found page; and the Auth.js routes. The catalogue's API
 * (/products/, /images/) stays allowed: a crawler that runs the page's scripts needs it to draw
 * what the page shows.
 */
const PRIVATE_PATHS = [...PAGE_ROUTES.filter((route) => route.noindex).map((route) => route.path), '/api/'];

export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}

const plainText = { schema: z.string() };

/** GET /robots.txt: a route of its own, so the site's fallback never answers it with the shop's page. */
export const robotsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/robots.txt',
    {
      schema: {
        tags: apiTags('seo'),
        summary: 'Crawling rules and the sitemap address',
        description:
          "Keeps crawlers out of the shopper's own pages (cart, checkout, account, sign-in) and /api/; " +
          "names the sitemap at the public address (PUBLIC_URL, else the request's host).",
        response: {
          200: { description: 'robots.txt', content: { 'text/plain': plainText } },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const text = robotsText(publicOrigin(request, app.config.PUBLIC_URL));
      // Without PUBLIC_URL the text names the request's own host: a shared cache must not mix hosts.
      return reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(text);
    },
  );
};
