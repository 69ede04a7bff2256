import { describe, expect, it } from '@jest/globals';
import { LISTING_COUNT_CAP, type LocaleCode, type PageHead, type RemotePage } from 'shared-contracts';
import { loaders } from '../exposed/routes';
import { createFakeApi, PRODUCTS } from '../testing/fake-api';
import { heads } from './page-heads';

/** A schema.org block as read back. */
type Structured = Record<string, unknown> & { itemListElement?: Array<Record<string, unknown>> };

const ORIGIN = 'https://winkel.example';

/** A page's head as the server makes it: its loader against the (fake) API, then its head. */
async function headOf(
  page: RemotePage<'catalog'>,
  address: string,
  { params = {}, locale = 'nl_NL' }: { params?: Record<string, string>; locale?: LocaleCode } = {},
): Promise<PageHead> {
  const url = new URL(address, 'http://shop.test');
  const result = await loaders[page]!({
    url,
    params,
    fetch: createFakeApi().fetch,
    signal: new AbortController().signal,
  });
  if (!result.found) throw new Error(`${address} is not found`);
  return heads[page]!({ data: result.data, locale, origin: ORIGIN, url, params });
}

const ofType = (head: PageHead, type: string) =>
  head.structuredData?.find((data) => data['@type'] === type) as Structured | undefined;

describe("the catalog's page heads", () => {
  it('a product: name, brand and price in the language asked for, one canonical address, its picture', async () => {
    const dutch = await headOf('product', '/product/default/7?utm_source=nieuwsbrief', {
      params: { id: '7' },
    });
    expect(dutch).toMatchObject({
      title: 'Hoeslaken Zwolle katoen wit 90x200 – Slaapwel | Riode',
      description:
        'Hoeslaken Zwolle katoen wit 90x200 van Slaapwel voor €\u00a024,95 bij Riode, groothandel in huishoudtextiel.',
      // The alias and the tracking parameter are not the product's address.
      canonical: '/product/d/p/?t=hoeslaken-zwolle-katoen-wit-90x200&slug=7',
      image: '/images/products/7/front/a1b2',
      kind: 'product',
    });
    const german = await headOf('product', '/product/d/p/?t=x&slug=7', { locale: 'de_DE' });
    expect(german.description).toBe(
      'Hoeslaken Zwolle katoen wit 90x200 von Slaapwel für 24,95\u00a0€ bei Riode, Großhandel für Heimtextilien.',
    );
    expect(german.canonical).toBe(dutch.canonical);
  });

  it("a product's structured data agrees with the API: offer, condition, stock, the end of a sale, the trail", async () => {
    const head = await headOf('product', '/product/d/p/?slug=3');
    const api = PRODUCTS.find((p) => p.id === 3)!;
    const product = ofType(head, 'Product')!;
    expect(product).toMatchObject({
      name: api.name,
      sku: '3',
      brand: { '@type': 'Brand', name: api.brand },
      itemCondition: 'https://schema.org/NewCondition',
      image: [`${ORIGIN}/images/products/3/front/a1b2?w=1080`],
      offers: {
        '@type': 'Offer',
        price: '18.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        priceValidUntil: '2030-01-01',
        url: `${ORIGIN}/product/d/p/?t=badlaken-ede-katoen-wit-100x150&slug=3`,
      },
    });
    expect(ofType(head, 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Producten', item: `${ORIGIN}/shop` },
      { '@type': 'ListItem', position: 3, name: api.name, item: product.url },
    ]);
  });

  it('a category: its name and product count, its own address whatever the filters, and its trail', async () => {
    const head = await headOf('category', '/cat/beddengoed-4?sort=price-asc&page=1&utm_campaign=x', {
      params: { slug: 'beddengoed-4' },
    });
    expect(head.title).toBe('Beddengoed | Riode');
    expect(head.description).toMatch(/^Beddengoed: \d+ producten? bij Riode/);
    expect(head.canonical).toBe('/cat/beddengoed-4');
    expect(ofType(head, 'BreadcrumbList')?.itemListElement?.at(-1)).toMatchObject({
      name: 'Beddengoed',
      item: `${ORIGIN}/cat/beddengoed-4`,
    });
    // The other address of a category page names the category's.
    const alias = await headOf('category-page', '/categories/categorypage?categoryId=4');
    expect(alias.canonical).toBe('/cat/beddengoed-4');
  });

  it('a search past the count cap says "1.000+" in its description, as the page does, not the API\'s cap plus one', async () => {
    const api = createFakeApi();
    // The fake catalogue is small: answer as a catalogue with more matches than the cap would
    // (only what the API client reads of a Response, as the fake API does: jsdom has none).
    const crowded: typeof api.fetch = async (input, init) => {
      const response = await api.fetch(input, init);
      if (!String(input).includes('get-products-by-category-id')) return response;
      const body = (await response.json()) as { responseData: { recordsFiltered: number } };
      body.responseData.recordsFiltered = LISTING_COUNT_CAP + 1;
      return { ok: response.ok, status: response.status, json: async () => body } as unknown as Response;
    };
    const url = new URL('/shop?search=katoen', 'http://shop.test');
    const result = await loaders.shop!({
      url,
      params: {},
      fetch: crowded,
      signal: new AbortController().signal,
    });
    if (!result.found) throw new Error('the search is not found');
    const dutch = await heads.shop!({ data: result.data, locale: 'nl_NL', origin: ORIGIN, url, params: {} });
    expect(dutch.description).toMatch(/: 1\.000\+ producten bij Riode/);
    const english = await heads.shop!({
      data: result.data,
      locale: 'en_US',
      origin: ORIGIN,
      url,
      params: {},
    });
    expect(english.description).toMatch(/: 1,000\+ products at Riode/);
  });

  it("a search too short to run claims no count: the page keeps the shop's own description", async () => {
    const head = await headOf('shop', '/shop?search=xl');
    expect(head.description).toBeUndefined();
    expect(head.canonical).toBe('/shop?search=xl');
  });

  it('home: its own title and description, and a picture for shared links', async () => {
    const head = await headOf('home', '/', { locale: 'en_US' });
    expect(head.title).toBe('Riode – wholesale household and hospitality textiles');
    expect(head.canonical).toBe('/');
    expect(head.image).toMatch(/^\/images\/products\/\d+\//);
  });
});
