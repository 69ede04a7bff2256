import type { LocaleCode } from '../entities/language';
import type { RemoteName, RemotePage } from '../remotes';
import type { PageLoadArgs } from './page-state';

/**
 * What a page says of itself in the document's head (docs/page-rendering.md, "The head"): made by
 * the page's owner from its data (a remote's `heads`, the shell's for its own pages), written into
 * the HTML by the server and kept up to date by the shell on a move in the browser.
 */
export interface PageHead {
  /** The whole title, the shop's name included (`withShopName`). */
  title: string;
  /** None: the shop's own description (the shell's). */
  description?: string;
  /**
   * The page's canonical address, a root path: the same page under another address (tracking
   * parameters, a filter, /product/default/{id}) names this one. None: the page names none.
   */
  canonical?: string;
  /** The picture a shared link shows: a root path, of a picture of the shop. */
  image?: string;
  /** Open Graph's type: a product page is a product, any other page a website. */
  kind?: 'product' | 'website';
  /** schema.org objects, each written as a JSON-LD block; their addresses are absolute. */
  structuredData?: ReadonlyArray<Record<string, unknown>>;
}

export interface PageHeadArgs extends Pick<PageLoadArgs, 'url' | 'params'> {
  /** The page's data, as its loader answered it. */
  data: unknown;
  locale: LocaleCode;
  /** The shop's public origin (https://…), for absolute addresses. */
  origin: string;
}

/** The shop's name after a page's own title, as every page's title ends. */
export const withShopName = (title: string): string => `${title} | Riode`;

/** A page's head from its data, in a language. */
export type PageHeadMaker = (args: PageHeadArgs) => Promise<PageHead>;

/** What a remote's `./routes` module exports besides its loaders: each page's head. */
export type RemoteHeads<R extends RemoteName = RemoteName> = Partial<Record<RemotePage<R>, PageHeadMaker>>;

/** One element of the head, as the server writes it and the browser puts it in place. */
export interface HeadElement {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Readonly<Record<string, string>>;
  text?: string;
}

/** The attribute that marks the elements a page's head put there, so the next page replaces them all. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/** The width of the picture a shared link shows (Open Graph asks for at least 1200 px). */
export const SHARED_PICTURE_WIDTH = 1200;

/**
 * The head's elements for a page: its title and description, its canonical address, Open Graph
 * and Twitter card tags, `noindex` where search engines have no business (PageRoute.noindex),
 * and its structured data. One list for the server's HTML and the browser's moves.
 */
export function headElements(
  head: PageHead & { description: string },
  { origin, locale, noindex = false }: { origin: string; locale: LocaleCode; noindex?: boolean },
): HeadElement[] {
  const marked = (element: HeadElement): HeadElement => ({
    ...element,
    attributes: { ...element.attributes, [PAGE_HEAD_ATTRIBUTE]: '' },
  });
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    ({ tag: 'meta', attributes: { [key]: name, content } }) as HeadElement;
  const canonical = head.canonical === undefined ? undefined : `${origin}${head.canonical}`;
  const image = head.image === undefined ? undefined : `${origin}${head.image}?w=${SHARED_PICTURE_WIDTH}`;
  const elements: HeadElement[] = [
    { tag: 'title', attributes: {}, text: head.title },
    meta('name', 'description', head.description),
    ...(noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(canonical ? [{ tag: 'link', attributes: { rel: 'canonical', href: canonical } } as HeadElement] : []),
    meta('property', 'og:site_name', 'Riode'),
    meta('property', 'og:type', head.kind ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    // Open Graph writes a language as the shop's codes are: nl_NL.
    meta('property', 'og:locale', locale),
    ...(canonical ? [meta('property', 'og:url', canonical)] : []),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(head.structuredData ?? []).map((data): HeadElement => ({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      // A data block the browser never runs; `<` escaped so no value can close the element.
      text: JSON.stringify(data).replace(/</g, '\\u003c'),
    })),
  ];
  return elements.map(marked);
}
