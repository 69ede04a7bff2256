import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { buildCatalogTestApp } from '../../test-support/catalog-app';
import { readSitemap, type ReadSitemap } from './read-sitemap';

/** The whole app over a test database (the seed runs at start), with `sitemapPageSize` URLs per page. */
export function buildSeoTestApp(
  db: Database,
  env: Record<string, string> = {},
  sitemapPageSize?: number,
): Promise<FastifyInstance> {
  return buildCatalogTestApp(db, env, sitemapPageSize === undefined ? {} : { sitemapPageSize });
}

export interface CrawledSitemap {
  index: ReadSitemap;
  pages: Array<{ path: string; sitemap: ReadSitemap }>;
  /** Every URL of every page, in order. */
  urls: string[];
  lastmods: Map<string, string | undefined>;
}

/** Reads /sitemap.xml as a crawler does, and every page it names (those must be under `origin`). */
export async function crawlSitemap(app: FastifyInstance, origin: string): Promise<CrawledSitemap> {
  const get = async (url: string) => {
    const response = await app.inject({ url });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    if (!String(response.headers['content-type']).startsWith('application/xml'))
      throw new Error(`${url}: ${response.headers['content-type']}`);
    return readSitemap(response.body);
  };
  const index = await get('/sitemap.xml');
  if (index.kind !== 'sitemapindex') throw new Error('/sitemap.xml is not an index');
  const pages: CrawledSitemap['pages'] = [];
  for (const { loc } of index.entries) {
    if (!loc.startsWith(`${origin}/`)) throw new Error(`${loc} is not under ${origin}`);
    const pagePath = loc.slice(origin.length);
    pages.push({ path: pagePath, sitemap: await get(pagePath) });
  }
  const entries = pages.flatMap((page) => page.sitemap.entries);
  return {
    index,
    pages,
    urls: entries.map((entry) => entry.loc),
    lastmods: new Map(entries.map((entry) => [entry.loc, entry.lastmod])),
  };
}
