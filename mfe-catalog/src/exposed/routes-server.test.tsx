/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'shared-contracts/react-router';
import type { LoadedPage, LocaleCode, RemotePage } from 'shared-contracts';
import { pageTranslations } from '../i18n/page-translations';
import { createFakeApi } from '../testing/fake-api';
import CatalogRoutes, { loaders, prepare } from './routes';

/**
 * The catalog's pages as the server draws them: in Node (no window, document or storage: a page
 * that reached for one would throw here), from what its loader read of a fake API, with data that
 * went through JSON as it does into the page.
 */
async function serverHtml(
  page: RemotePage<'catalog'>,
  {
    path,
    address,
    params = {},
    locale = 'nl_NL',
    failing = [],
  }: {
    path: string;
    address: string;
    params?: Record<string, string>;
    locale?: LocaleCode;
    /** API calls that answer 500 (testing/fake-api.ts). */
    failing?: string[];
  },
): Promise<string> {
  const url = new URL(address, 'http://shop.test');
  const result = await loaders[page]!({
    url,
    params,
    fetch: createFakeApi({ failing }).fetch,
    signal: new AbortController().signal,
  });
  const loaded = JSON.parse(JSON.stringify({ href: address, result })) as LoadedPage;
  // As the shell does before it renders: the page's messages and its code.
  await prepare(locale, page);
  return renderToString(
    <StaticRouter location={address}>
      <Routes>
        <Route path={path} element={<CatalogRoutes page={page} locale={locale} loaded={loaded} />} />
      </Routes>
    </StaticRouter>,
  );
}

/** The first <img> whose attributes contain `marker` (plain text), as written. */
const imgWith = (html: string, marker: string) =>
  html
    .split('<img')
    .find((tag) => tag.slice(0, tag.indexOf('>')).includes(marker))
    ?.split('>')[0] ?? '';

describe('the pages drawn on the server', () => {
  it('the product page: its name, price, main picture (srcset, sizes, first in line), breadcrumbs and data', async () => {
    const html = await serverHtml('product', {
      path: '/product/d/p',
      address: '/product/d/p/?t=hoeslaken&slug=7',
    });
    expect(html).toMatch(/<h1 class="cat-summary-name">Hoeslaken Zwolle katoen wit 90x200<\/h1>/);
    expect(html).toContain('€\u00a024,95');
    const main = imgWith(html, 'class="cat-gallery-main"');
    expect(main).toContain('src="/images/products/7/front/a1b2?w=640"');
    expect(main).toMatch(/srcSet="[^"]*\/images\/products\/7\/front\/a1b2\?w=1920 1920w"/);
    expect(main).toContain('sizes="(max-width: 767px) 100vw, 50vw"');
    expect(main).toContain('fetchPriority="high"');
    expect(html).toMatch(/<nav class="cat-breadcrumbs" aria-label="Kruimelpad">.*href="\/".*href="\/shop"/);
  });

  it('the listing: its title, count and a link to each of its products', async () => {
    const html = await serverHtml('category', {
      path: '/cat/:slug',
      address: '/cat/beddengoed-4',
      params: { slug: 'beddengoed-4' },
    });
    expect(html).toMatch(/<h1 class="cat-page-title">Beddengoed<\/h1>/);
    expect(html).toContain('2 producten');
    expect(html).toContain('href="/product/d/p/?t=hoeslaken-zwolle-katoen-wit-90x200&amp;slug=7"');
    expect(html).toContain('href="/product/d/p/?t=kussensloop-delft-satijn&amp;slug=9"');
    // The first row's pictures are the first the browser fetches.
    expect(imgWith(html, 'src="/images/products/7/front')).toContain('fetchPriority="high"');
  });

  it('a listing whose address has a minimum price above the maximum (a form sent without JavaScript): the price form says so, the products are listed as without the range', async () => {
    const html = await serverHtml('category', {
      path: '/cat/:slug',
      address: '/cat/beddengoed-4?minPrice=50&maxPrice=10',
      params: { slug: 'beddengoed-4' },
    });
    expect(html).toMatch(
      /<p class="cat-field-error" role="alert">Vul twee bedragen in van 0 of meer, het eerste niet hoger dan het tweede.<\/p>/,
    );
    // The fields keep what was sent, so the shopper sees what to correct.
    expect(html).toMatch(/name="minPrice" value="50"/);
    expect(html).toMatch(/name="maxPrice" value="10"/);
    expect(html).toContain('2 producten');
    expect(html).toContain('href="/product/d/p/?t=hoeslaken-zwolle-katoen-wit-90x200&amp;slug=7"');
  });

  it('a listing whose filters failed: its products all the same, and the panel says so', async () => {
    const html = await serverHtml('category', {
      path: '/cat/:slug',
      address: '/cat/beddengoed-4',
      params: { slug: 'beddengoed-4' },
      failing: ['/get-product-filters'],
    });
    expect(html).toContain('href="/product/d/p/?t=hoeslaken-zwolle-katoen-wit-90x200&amp;slug=7"');
    expect(html).toContain('2 producten');
    expect(html).toMatch(/data-testid="filters-failed">De filteropties kunnen nu niet worden geladen/);
  });

  it("the home page without its products: it says so there, and the offers' row is drawn", async () => {
    const html = await serverHtml('home', {
      path: '/',
      address: '/',
      failing: ['/get-default-approved-products'],
    });
    expect(html).toMatch(
      /<p role="alert" class="cat-error">De producten konden niet worden geladen\. Probeer het later opnieuw\.<\/p>/,
    );
    expect(html).not.toContain('data-testid="home-new-arrivals"');
    const saleRow = html.slice(html.indexOf('data-testid="home-sale"'));
    expect(saleRow).toContain('data-product-id="3"');
    expect(html).toContain('2 producten in de aanbieding');
    // Its words and links stand without pictures.
    expect(html).toContain('class="cat-hero"');
  });

  it('the home page without its offers or its categories: those sections are left out, the rest drawn', async () => {
    const noSale = await serverHtml('home', {
      path: '/',
      address: '/',
      failing: ['/get-products-by-category-id'],
    });
    expect(noSale).not.toContain('data-testid="home-sale"');
    expect(noSale).toContain('data-testid="sale-teaser"');
    expect(noSale).not.toContain('in de aanbieding</p>');
    expect(noSale).toContain('data-testid="home-new-arrivals"');
    const noCategories = await serverHtml('home', {
      path: '/',
      address: '/',
      failing: ['/get-public-all-categories'],
    });
    expect(noCategories).not.toContain('class="cat-featured"');
    expect(noCategories).toContain('data-testid="home-sale"');
  });

  it('the home page: the hero picture first in line, the rows of products and the offers counted', async () => {
    const html = await serverHtml('home', { path: '/', address: '/' });
    expect(imgWith(html, 'class="cat-hero-img"')).toContain('fetchPriority="high"');
    expect(html).toContain('Kussensloop Delft satijn');
    expect(html).toContain('2 producten in de aanbieding');
    expect(html).toContain('href="/cat/badtextiel-12"');
  });

  it("in the language the shell names, once that language's messages are loaded", async () => {
    await pageTranslations.load('en_US');
    const html = await serverHtml('product', {
      path: '/product/default/:id',
      address: '/product/default/3',
      params: { id: '3' },
      locale: 'en_US',
    });
    expect(html).toContain('aria-label="Breadcrumbs"');
    expect(html).toContain('€18.50');
  });
});
