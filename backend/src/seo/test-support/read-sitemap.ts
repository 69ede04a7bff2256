/**
 * A strict reader of the sitemaps.org 0.9 documents the shop writes, for tests: it refuses what an
 * XML parser would (a bare `&` or `<` in text, an unknown entity, unbalanced or stray elements,
 * anything after the root) and what the protocol does not allow here (other elements, a missing
 * namespace or <loc>), and answers the entries with their text unescaped.
 */
export interface ReadSitemap {
  kind: 'sitemapindex' | 'urlset';
  entries: Array<{ loc: string; lastmod?: string }>;
}

const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>';
const ROOT = /^<(urlset|sitemapindex) xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">$/;
const ENTITY = /&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescape(text: string): string {
  if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text)) throw new Error(`bare & in ${text}`);
  return text.replace(ENTITY, (_, name: string) =>
    name.startsWith('#x')
      ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (NAMED[name] ?? ''),
  );
}

export function readSitemap(xml: string): ReadSitemap {
  if (!xml.startsWith(PROLOG)) throw new Error('no XML declaration');
  const tokens = xml.slice(PROLOG.length).match(/<[^<>]*>|[^<>]+/g) ?? [];
  if (tokens.join('') !== xml.slice(PROLOG.length)) throw new Error('a stray < or >');
  const significant = tokens.filter((token) => token.startsWith('<') || token.trim() !== '');
  const root = ROOT.exec(significant[0] ?? '');
  if (!root?.[1]) throw new Error(`not a sitemap root: ${significant[0]}`);
  const kind = root[1] as ReadSitemap['kind'];
  if (significant.at(-1) !== `</${kind}>`) throw new Error('the root is not closed last');
  const item = kind === 'urlset' ? 'url' : 'sitemap';
  const entries: ReadSitemap['entries'] = [];
  let at = 1;
  const take = (expected: string) => {
    if (significant[at] !== expected)
      throw new Error(`expected ${expected} at ${at}, found ${significant[at]}`);
    at += 1;
  };
  const textOf = (element: string) => {
    take(`<${element}>`);
    const text = significant[at] ?? '';
    if (text.startsWith('<')) throw new Error(`<${element}> is empty`);
    at += 1;
    take(`</${element}>`);
    return unescape(text);
  };
  while (at < significant.length - 1) {
    take(`<${item}>`);
    const loc = textOf('loc');
    const lastmod = significant[at] === '<lastmod>' ? textOf('lastmod') : undefined;
    take(`</${item}>`);
    entries.push(lastmod === undefined ? { loc } : { loc, lastmod });
  }
  return { kind, entries };
}
