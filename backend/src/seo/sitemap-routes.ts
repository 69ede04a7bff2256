import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { ApiProblem } from '../plugins/api-errors';
import { apiTags } from '../openapi/tags';
import { errorResponses } from '../plugins/error-responses';
import { publicOrigin } from './public-origin';
import { countCategories, productBuckets } from './queries/sitemap-queries';
import { headPage, productPageStream } from './sitemap-pages';
import {
  headPageCount,
  locatePage,
  parsePageFile,
  productPageNumber,
  SITEMAP_INDEX_PATH,
  sitemapPagePath,
  type SitemapPage,
} from './sitemap-plan';
import { sitemapIndex } from './sitemap-xml';

export interface SitemapOptions {
  /** URLs per page: the protocol's 50 000 unless a test asks for fewer. */
  pageSize: number;
}

const XML = 'application/xml; charset=utf-8';
/** The XML as a string (the index, a head page) or a stream (a products page); never through the JSON serializer. */
const xmlBody = {
  schema: z
    .custom<string | Readable>((value) => typeof value === 'string' || value instanceof Readable)
    .meta({ type: 'string' }),
};
const notFound = () => new ApiProblem(404, 'notFound', 'Not Found');

/**
 * GET /sitemap.xml (a sitemap index) and its pages /sitemap/{n}.xml, read from the database at
 * each request: nothing is kept, so a product approved, imported or seeded a moment ago is there
 * and an unapproved one never is. The pages and their numbering: sitemap-plan.ts.
 */
export const sitemapRoutes: FastifyPluginAsyncZod<SitemapOptions> = async (app, { pageSize }) => {
  const originOf = (request: Parameters<typeof publicOrigin>[0]) =>
    publicOrigin(request, app.config.PUBLIC_URL);

  app.get(
    SITEMAP_INDEX_PATH,
    {
      schema: {
        tags: apiTags('seo'),
        summary: 'The sitemap index: one sitemap page per range of URLs',
        description: 'Read from the database at each request, so a product approved a moment ago is in it.',
        response: {
          200: { description: 'sitemaps.org 0.9 sitemap index', content: { 'application/xml': xmlBody } },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const origin = originOf(request);
      const headPages = headPageCount(await countCategories(app.db), pageSize);
      const pages = Array.from({ length: headPages }, (_, i) => i + 1);
      for (const bucket of await productBuckets(app.db, pageSize))
        pages.push(productPageNumber(bucket, headPages));
      const locs = pages.map((page) => origin + sitemapPagePath(page));
      return reply.header('cache-control', 'no-cache').type(XML).send(sitemapIndex(locs));
    },
  );

  app.get(
    '/sitemap/:file',
    {
      schema: {
        tags: apiTags('seo'),
        summary: 'One sitemap page: the fixed pages and categories first, then products by id',
        description: 'file is {n}.xml, as the index names it; 404 for a page beyond the last.',
        params: z.object({ file: z.string() }),
        response: {
          200: { description: 'sitemaps.org 0.9 urlset', content: { 'application/xml': xmlBody } },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const number = parsePageFile(request.params.file);
      if (number === undefined) throw notFound();
      const origin = originOf(request);
      const headPages = headPageCount(await countCategories(app.db), pageSize);
      const page: SitemapPage | undefined = locatePage(number, headPages, pageSize);
      if (!page) throw notFound();
      reply.header('cache-control', 'no-cache').type(XML);
      if (page.kind === 'head') return reply.send(await headPage(app.db, origin, page.offset, pageSize));
      const stream = await productPageStream(app.db, origin, page);
      if (!stream) throw notFound();
      return reply.send(stream);
    },
  );
};
