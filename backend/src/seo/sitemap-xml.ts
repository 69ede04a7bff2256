const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const URLSET_OPEN = `${PROLOG}<urlset xmlns="${NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an element's content: a product address has an `&` between its query parameters. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

export interface SitemapEntry {
  loc: string;
  /** W3C datetime, e.g. 2026-05-01T12:00:00Z. */
  lastmod?: string | undefined;
}

export function urlElement(entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
  return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>\n`;
}

export function urlset(entries: readonly SitemapEntry[]): string {
  return URLSET_OPEN + entries.map(urlElement).join('') + URLSET_CLOSE;
}

/** The index names its pages without a last change: reading one for each would cost a pass over the products. */
export function sitemapIndex(locs: readonly string[]): string {
  const items = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`);
  return `${PROLOG}<sitemapindex xmlns="${NAMESPACE}">\n${items.join('')}</sitemapindex>\n`;
}
