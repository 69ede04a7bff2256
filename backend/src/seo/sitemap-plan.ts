import { INFO_PAGES, routes } from 'shared-contracts';

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const sitemapPagePath = (page: number) => `/sitemap/${page}.xml`;

/** The sitemaps protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** The shop's own pages, before the categories: home, the sale page and the information pages. */
export const FIXED_PATHS: readonly string[] = [
  routes.home(),
  routes.sale(),
  ...INFO_PAGES.map((page) => routes.info(page)),
];

/** Product ids are PostgreSQL integers: a page past the largest one cannot hold a product. */
const MAX_PRODUCT_ID = 2 ** 31 - 1;

/**
 * Where page n of the sitemap takes its URLs from. The first pages ("head") hold the fixed pages
 * and then every category by id, `pageSize` URLs each. Each later page holds the approved
 * products of one range of ids, `pageSize` ids wide (so never more than `pageSize` URLs): a
 * product is on the same page whenever it is read, however many products were added or approved
 * since the index was read, so a crawler walking the pages sees every product exactly once.
 */
export type SitemapPage =
  { kind: 'head'; offset: number } | { kind: 'products'; bucket: number; afterId: number; lastId: number };

export function headPageCount(categories: number, pageSize: number): number {
  return Math.ceil((FIXED_PATHS.length + categories) / pageSize);
}

/** The page number of a range of product ids (bucket b holds ids b·size+1 … (b+1)·size). */
export function productPageNumber(bucket: number, headPages: number): number {
  return headPages + 1 + bucket;
}

/** `12.xml` → 12; anything else (no number, a leading zero, a sign, too long) → undefined. */
export function parsePageFile(file: string): number | undefined {
  const match = /^([1-9]\d{0,9})\.xml$/.exec(file);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

export function locatePage(page: number, headPages: number, pageSize: number): SitemapPage | undefined {
  if (page <= headPages) return { kind: 'head', offset: (page - 1) * pageSize };
  const bucket = page - headPages - 1;
  const afterId = bucket * pageSize;
  if (afterId >= MAX_PRODUCT_ID) return undefined;
  return { kind: 'products', bucket, afterId, lastId: Math.min(afterId + pageSize, MAX_PRODUCT_ID) };
}
