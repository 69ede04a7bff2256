/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import type { ComponentType } from 'react';
import type { PageLoader } from 'shared-contracts';
import en from '../i18n/messages/en.json' with { type: 'json' };
import nl from '../i18n/messages/nl.json' with { type: 'json' };
import {
  fakeRelease,
  fakeRequire,
  pageRequest,
  renderPage,
  routesModule,
  searchModule,
  type FakeExpose,
} from './fake-releases';
import { createPageRenderer } from './render-page';

/** What the main slot streams when its remote is left to the browser (shell/src/app/remote-page.tsx). */
const PAGE_SKELETON = '<div class="sh-page-loading" aria-busy="true" data-slot-skeleton="page">';
const HEADER = /<header class="sh-header"[\s\S]*<\/header>/;
const FOOTER = /<footer class="sh-footer"[\s\S]*<\/footer>/;

const product: PageLoader = async ({ params }) =>
  params.id === '999' ? { found: false } : { found: true, data: { title: `Badjas ${params.id}` } };

/** A renderer over one catalog release whose './routes' is the given module. */
function catalogWith(routes: FakeExpose = routesModule('v1', { product })) {
  const v1 = fakeRelease('catalog', 'v1', { './routes': routes, './header-search': searchModule('v1') });
  return { renderer: createPageRenderer({ requireEntry: fakeRequire(v1) }), releases: { catalog: [v1] } };
}

describe('a catalog page rendered on the server', () => {
  it("draws the shell's layout around the remote's page with the data its loader fetched", async () => {
    const v1 = fakeRelease('catalog', 'v1', {
      './routes': routesModule('v1', {
        product: async ({ params, fetch }) => {
          const answer = await fetch(`/api/products/${params.id}`);
          return { found: true, data: await answer.json() };
        },
      }),
      './header-search': searchModule('v1'),
    });
    const api = jest.fn<typeof fetch>(async (input) => Response.json({ title: `from ${String(input)}` }));
    const renderer = createPageRenderer({ requireEntry: fakeRequire(v1) });

    const page = await renderPage(
      renderer,
      pageRequest('/product/default/7?color=blue', { catalog: [v1] }, { fetch: api }),
    );

    expect(page.status).toBe(200);
    expect(page.html).toMatch(HEADER);
    expect(page.html).toMatch(FOOTER);
    expect(page.html).toContain('<input type="search" data-search-release="v1"');
    expect(page.main).toContain('<article data-release="v1" data-page="product" data-locale="nl_NL">');
    expect(page.main).toContain('<h1>from /api/products/7</h1>');
    expect(page.state.loaded).toEqual({
      href: '/product/default/7?color=blue',
      result: { found: true, data: { title: 'from /api/products/7' } },
    });
    expect(page.rendered).toEqual({ catalog: 'v1' });
    // The page it draws too: the browser has that page's code loaded with the module.
    expect(page.state.modules).toEqual([
      { remote: 'catalog', expose: './routes', page: 'product' },
      { remote: 'catalog', expose: './header-search' },
    ]);
    expect(page.problems).toEqual([]);
  });
});

describe('not found', () => {
  it('answers an address no route matches with 404 and the shell’s not-found page', async () => {
    const { renderer, releases } = catalogWith();
    const page = await renderPage(renderer, pageRequest('/pages/nothing-here', releases));

    expect(page.status).toBe(404);
    expect(page.main).toContain('data-page="not-found"');
    expect(page.main).toContain(nl['notFound.title']);
    expect(releases.catalog[0]?.gets).toEqual(['./header-search']);
  });

  it('answers 404 with the not-found page, not the remote’s page, when the loader finds nothing', async () => {
    const { renderer, releases } = catalogWith();
    const page = await renderPage(renderer, pageRequest('/product/default/999', releases));

    expect(page.status).toBe(404);
    expect(page.main).toContain('data-page="not-found"');
    expect(page.main).not.toContain('<article');
    expect(page.state.loaded).toEqual({ href: '/product/default/999', result: { found: false } });
    expect(page.html).toMatch(FOOTER);
  });
});

describe('a page whose data does not come in time', () => {
  it.each([
    ['throws', (): ReturnType<PageLoader> => Promise.reject(new Error('API down')), 'API down'],
    ['overruns its budget', (): ReturnType<PageLoader> => new Promise(() => undefined), 'overran'],
  ])('leaves the main slot to the browser when its loader %s', async (_, slow, reason) => {
    const { renderer, releases } = catalogWith(routesModule('v1', { product: slow }));
    // The remote's code loads first, so only the loader meets the small budget.
    await renderPage(renderer, pageRequest('/shop', releases));

    const page = await renderPage(renderer, pageRequest('/product/default/7', releases, { budgetMs: 30 }));

    expect(page.status).toBe(200);
    expect(page.main).toContain(PAGE_SKELETON);
    expect(page.main).not.toContain('<article');
    expect(page.state.clientOnly).toEqual(['catalog']);
    expect(page.state).not.toHaveProperty('loaded');
    expect(page.html).toMatch(HEADER);
    expect(page.html).toContain('data-search-release="v1"');
    expect(page.problems).toEqual([`catalog loader of product: ${reason}`]);
  });
});

describe('a remote that throws while it renders', () => {
  const broken = (() => {
    throw new Error('render bug');
  }) as ComponentType<never>;

  it('streams the main slot’s skeleton and the rest of the page', async () => {
    const { renderer, releases } = catalogWith({ default: broken, loaders: { product } });
    const page = await renderPage(renderer, pageRequest('/product/default/7', releases));

    expect(page.status).toBe(200);
    expect(page.main).toContain(PAGE_SKELETON);
    expect(page.html).toMatch(HEADER);
    expect(page.html).toContain('data-search-release="v1"');
    expect(page.html).toMatch(FOOTER);
    expect(page.problems).toEqual(['render: Error: render bug']);
  });

  it('streams the header search’s placeholder and still the page', async () => {
    const v1 = fakeRelease('catalog', 'v1', {
      './routes': routesModule('v1', { product }),
      './header-search': { default: broken },
    });
    const page = await renderPage(
      createPageRenderer({ requireEntry: fakeRequire(v1) }),
      pageRequest('/product/default/7', { catalog: [v1] }),
    );

    expect(page.html).toMatch(
      /<div id="sh-search-panel" class="sh-search-slot"[^>]*>(<button[^>]*>[^<]*<\/button>)?<!--\$!-->/,
    );
    expect(page.html).toMatch(/<div class="sh-search-placeholder"><\/div><!--\/\$--><\/div>/);
    expect(page.main).toContain('<h1>Badjas 7</h1>');
  });
});

describe('the language', () => {
  it('renders each request in its own language, the shell’s and the remote’s parts alike', async () => {
    const { renderer, releases } = catalogWith();
    const [english, dutch] = await Promise.all([
      renderPage(renderer, pageRequest('/product/default/7', releases, { locale: 'en_US' })),
      renderPage(renderer, pageRequest('/product/default/7', releases, { locale: 'nl_NL' })),
    ]);

    expect(english.html).toContain(`aria-label="${en['header.menu']}"`);
    expect(english.main).toContain('data-locale="en_US"');
    expect(english.html).toContain('data-search-release="v1" data-locale="en_US"');
    expect(dutch.html).toContain(`aria-label="${nl['header.menu']}"`);
    expect(dutch.main).toContain('data-locale="nl_NL"');
    expect(english.state.locale).toBe('en_US');
  });
});

describe('the HTML', () => {
  it('holds no inline script, even for a large page with a slot left to the browser', async () => {
    const items = Array.from({ length: 500 }, (_, n) => `Hotel towel 50x100, colour ${n}`);
    const v1 = fakeRelease('catalog', 'v1', {
      './routes': routesModule('v1', {
        product: async () => ({ found: true, data: { title: 'Towels', items } }),
      }),
      './header-search': { rejects: new Error('chunk gone') },
    });
    const page = await renderPage(
      createPageRenderer({ requireEntry: fakeRequire(v1) }),
      pageRequest('/product/default/7', { catalog: [v1] }),
    );

    expect(page.main.match(/<li>/g)).toHaveLength(500);
    expect(page.html).toContain('<div class="sh-search-placeholder"></div>');
    const scripts = page.html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => !tag.includes('type="application/json"'))).toEqual([]);
  });
});

describe('the head', () => {
  const titleOf = (head: { tag: string; text?: string }[]) =>
    head.find((element) => element.tag === 'title')?.text;
  const metaOf = (head: { tag: string; attributes: Record<string, string> }[], name: string) =>
    head.find((element) => element.attributes.name === name || element.attributes.property === name)
      ?.attributes.content;

  it("is the remote's for its page, from the page's data, with absolute addresses on the request's origin", async () => {
    const routes = {
      ...routesModule('v1', { product }),
      heads: {
        product: async ({ data, locale }: { data: unknown; locale: string }) => ({
          title: `${(data as { title: string }).title} (${locale}) | Riode`,
          description: 'Een badjas.',
          canonical: '/product/d/p/?t=badjas&slug=7',
          image: '/images/products/7/front/a1',
          kind: 'product' as const,
        }),
      },
    };
    const { renderer, releases } = catalogWith(routes);
    const page = await renderPage(renderer, pageRequest('/product/default/7?utm_source=x', releases));
    expect(titleOf(page.head)).toBe('Badjas 7 (nl_NL) | Riode');
    expect(page.head).toContainEqual(
      expect.objectContaining({
        tag: 'link',
        attributes: expect.objectContaining({
          rel: 'canonical',
          href: 'https://winkel.test/product/d/p/?t=badjas&slug=7',
        }),
      }),
    );
    expect(metaOf(page.head, 'og:image')).toBe('https://winkel.test/images/products/7/front/a1?w=1200');
    expect(metaOf(page.head, 'og:type')).toBe('product');
    expect(metaOf(page.head, 'robots')).toBeUndefined();
  });

  it("is the shop's own where the remote says nothing or fails, and the page is still drawn", async () => {
    const routes = {
      ...routesModule('v1', { product }),
      heads: {
        product: async () => {
          throw new Error('no head today');
        },
      },
    };
    const { renderer, releases } = catalogWith(routes);
    const page = await renderPage(renderer, pageRequest('/product/default/7', releases, { locale: 'en_US' }));
    expect(page.status).toBe(200);
    expect(titleOf(page.head)).toBe(en['meta.title']);
    expect(metaOf(page.head, 'description')).toBe(en['meta.description']);
    expect(page.main).toContain('<h1>Badjas 7</h1>');
  });

  it("is the shop's own, without asking the remote, when the page's loader gave no data", async () => {
    const head = jest.fn(async () => ({ title: 'never' }));
    const routes = {
      ...routesModule('v1', {
        product: async () => {
          throw new Error('the API is down');
        },
      }),
      heads: { product: head },
    };
    const { renderer, releases } = catalogWith(routes);
    const page = await renderPage(renderer, pageRequest('/product/default/7', releases));
    expect(head).not.toHaveBeenCalled();
    expect(titleOf(page.head)).toBe(nl['meta.title']);
  });

  it('says noindex on the not-found page and on a page of the shopper, not on the catalogue', async () => {
    const { renderer, releases } = catalogWith();
    const missing = await renderPage(renderer, pageRequest('/product/default/999', releases));
    expect(titleOf(missing.head)).toBe(`${nl['notFound.title']} | Riode`);
    expect(metaOf(missing.head, 'robots')).toBe('noindex');
    const cart = await renderPage(renderer, pageRequest('/pages/cart', releases));
    expect(metaOf(cart.head, 'robots')).toBe('noindex');
    const listing = await renderPage(renderer, pageRequest('/shop', releases));
    expect(metaOf(listing.head, 'robots')).toBeUndefined();
  });

  it("gives an information page its heading and address, and home the shop's organization", async () => {
    const { renderer, releases } = catalogWith();
    const privacy = await renderPage(renderer, pageRequest('/pages/privacy?ref=mail', releases));
    const heading = /<h1>([^<]+)<\/h1>/.exec(privacy.main)?.[1];
    expect(titleOf(privacy.head)).toBe(`${heading} | Riode`);
    expect(privacy.head).toContainEqual(
      expect.objectContaining({
        attributes: expect.objectContaining({ rel: 'canonical', href: 'https://winkel.test/pages/privacy' }),
      }),
    );
    const home = await renderPage(renderer, pageRequest('/', releases));
    const blocks = home.head
      .filter((element) => element.attributes.type === 'application/ld+json')
      .map((element) => JSON.parse(element.text ?? '{}') as Record<string, unknown>);
    expect(blocks).toContainEqual(
      expect.objectContaining({ '@type': 'Organization', telephone: '+31 318 765 430' }),
    );
  });
});
