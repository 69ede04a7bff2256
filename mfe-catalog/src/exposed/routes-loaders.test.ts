/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { ApiRequestError, type PageLoadResult, type RemotePage } from 'shared-contracts';
import type { HomeData } from '../features/home/home-loader';
import type { ListingData } from '../features/listing/listing-loader';
import type { ProductData } from '../features/product/product-loader';
import { createFakeApi, type FakeApi } from '../testing/fake-api';
import { loaders } from './routes';

/** Runs the page's loader as the shell does on the server: the page's address, its route's params. */
async function load(
  page: RemotePage<'catalog'>,
  address: string,
  params: Record<string, string> = {},
  api: FakeApi = createFakeApi(),
): Promise<PageLoadResult> {
  const loader = loaders[page];
  if (!loader) throw new Error(`no loader for ${page}`);
  const url = new URL(address, 'http://shop.test');
  return loader({ url, params, fetch: api.fetch, signal: new AbortController().signal });
}

function dataOf<T>(result: PageLoadResult): T {
  if (!result.found) throw new Error('not found');
  return result.data as T;
}

const NOT_FOUND = { found: false };

describe('the product loader', () => {
  it('reads the product from either link shape', async () => {
    const bySlug = dataOf<ProductData>(await load('product', '/product/d/p/?t=hoeslaken&slug=7'));
    expect(bySlug.product.name).toBe('Hoeslaken Zwolle katoen wit 90x200');
    const byPath = dataOf<ProductData>(await load('product', '/product/default/3', { id: '3' }));
    expect(byPath.product.name).toBe('Badlaken Ede katoen wit 100x150');
  });

  it('answers not found for an unknown or unapproved product, and for an id the API refuses', async () => {
    expect(await load('product', '/product/d/p/?slug=404')).toEqual(NOT_FOUND);
    expect(await load('product', '/product/d/p/?slug=11')).toEqual(NOT_FOUND);
    // Beyond the database's integers: the API answers 400.
    expect(await load('product', '/product/default/99999999999', { id: '99999999999' })).toEqual(NOT_FOUND);
  });

  it('answers not found without asking the API for an address with no valid id', async () => {
    const api = createFakeApi();
    for (const address of [
      '/product/d/p/',
      '/product/d/p/?slug=abc',
      '/product/d/p/?slug=0',
      '/product/d/p/?slug=-7',
    ])
      expect(await load('product', address, {}, api)).toEqual(NOT_FOUND);
    expect(api.calls).toEqual([]);
  });

  it('throws when the server fails, so the shell draws the page in the browser instead of a 404', async () => {
    const failing = createFakeApi({ failing: ['/get-product-by-id'] });
    await expect(load('product', '/product/d/p/?slug=7', {}, failing)).rejects.toBeInstanceOf(
      ApiRequestError,
    );
  });
});

describe('the listing loaders', () => {
  it('ask for the page of products the address describes, and for its filters', async () => {
    const api = createFakeApi();
    const data = dataOf<ListingData>(
      await load('shop', '/shop?search=laken&categoryId=12&sort=price-asc&page=2', {}, api),
    );
    const listing = api.calls.find((url) => url.pathname.endsWith('/get-products-by-category-id'));
    expect(Object.fromEntries(listing?.searchParams ?? [])).toEqual({
      categoryId: '12',
      draw: '2',
      start: '25',
      length: '25',
      searchByName: 'laken',
      sort: 'price-asc',
    });
    const filters = api.calls.find((url) => url.pathname.endsWith('/get-product-filters'));
    expect(filters?.searchParams.get('categoryId')).toBe('12');
    expect(data.category?.name).toBe('Badtextiel');
    expect(data.filters?.saleCount).toBe(2);
  });

  it('read a category from its slug, and the sale page asks for offers only', async () => {
    const category = dataOf<ListingData>(
      await load('category', '/cat/beddengoed-4', { slug: 'beddengoed-4' }),
    );
    expect(category.category?.name).toBe('Beddengoed');
    expect(category.products?.data.map((p) => p.id).sort()).toEqual([7, 9]);
    const sale = dataOf<ListingData>(await load('sale', '/cat/sale/?isSale=true'));
    expect(sale.products?.data.every((p) => p.isSale)).toBe(true);
  });

  it('answer not found for an unknown category or a slug without a valid id', async () => {
    expect(await load('category', '/cat/dekens-999', { slug: 'dekens-999' })).toEqual(NOT_FOUND);
    expect(await load('category', '/cat/beddengoed', { slug: 'beddengoed' })).toEqual(NOT_FOUND);
    expect(await load('category-page', '/categories/categorypage/?categoryId=999')).toEqual(NOT_FOUND);
    expect(await load('category-page', '/categories/categorypage/')).toEqual(NOT_FOUND);
  });

  it('keep /shop for a category that is gone: the listing says so', async () => {
    const data = dataOf<ListingData>(await load('shop', '/shop?categoryId=999'));
    expect(data).toEqual({ products: null, searchTooShort: false, filters: null, category: null });
  });

  it("ask for the API's own first page of a category: 25 from the start, in its own order", async () => {
    const api = createFakeApi();
    await load('category', '/cat/beddengoed-4', { slug: 'beddengoed-4' }, api);
    const listing = api.calls.find((url) => url.pathname.endsWith('/get-products-by-category-id'));
    expect(Object.fromEntries(listing?.searchParams ?? [])).toEqual({
      categoryId: '4',
      draw: '1',
      start: '0',
      length: '25',
    });
  });

  it('draw the products without the filters when those fail, and throw when the products do', async () => {
    for (const failure of ['/get-product-filters', '/get-public-all-categories']) {
      const data = dataOf<ListingData>(
        await load('shop', '/shop?categoryId=12', {}, createFakeApi({ failing: [failure] })),
      );
      expect(data.products?.data.map((p) => p.id)).toEqual([3]);
      // Without the facets the panel says so; without the categories the title is the shop's.
      if (failure === '/get-product-filters') expect(data.filters).toBeNull();
      else expect(data.category).toBeNull();
    }
    const noProducts = createFakeApi({ failing: ['/get-products-by-category-id'] });
    await expect(load('shop', '/shop', {}, noProducts)).rejects.toMatchObject({ status: 500 });
  });

  it("throw when a category page's category cannot be read: without it, it cannot say 404", async () => {
    const noCategories = createFakeApi({ failing: ['/get-public-all-categories'] });
    await expect(
      load('category', '/cat/beddengoed-4', { slug: 'beddengoed-4' }, noCategories),
    ).rejects.toMatchObject({ status: 500 });
  });

  it('pass on a load that was called off, instead of a page without its filters', async () => {
    const api = createFakeApi();
    const stop = new AbortController();
    const loading = loaders.shop!({
      url: new URL('/shop', 'http://shop.test'),
      params: {},
      // The facets take their time, and the shopper moves on before they come.
      fetch: async (input, init) =>
        String(input).includes('/get-product-filters')
          ? new Promise<Response>((_, reject) =>
              init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
            )
          : api.fetch(input, init),
      signal: stop.signal,
    });
    stop.abort(new Error('moved on'));
    await expect(loading).rejects.toThrow('moved on');
  });
});

describe('the home loader', () => {
  it('reads the products, the categories and the row of offers with their count', async () => {
    const data = dataOf<HomeData>(await load('home', '/'));
    expect(data.products).toHaveLength(3);
    expect(data.categories).toHaveLength(3);
    expect(data.sale?.count).toBe(2);
  });

  it('leaves out a section whose call failed, and draws the others', async () => {
    const noProducts = dataOf<HomeData>(
      await load('home', '/', {}, createFakeApi({ failing: ['/get-default-approved-products'] })),
    );
    expect(noProducts.products).toBeNull();
    expect(noProducts.categories).toHaveLength(3);
    expect(noProducts.sale?.count).toBe(2);
    const noSale = dataOf<HomeData>(
      await load('home', '/', {}, createFakeApi({ failing: ['/get-products-by-category-id'] })),
    );
    expect(noSale.sale).toBeNull();
    expect(noSale.products).toHaveLength(3);
    const noCategories = dataOf<HomeData>(
      await load('home', '/', {}, createFakeApi({ failing: ['/get-public-all-categories'] })),
    );
    expect(noCategories.categories).toBeNull();
    expect(noCategories.sale?.products).toHaveLength(2);
  });

  it('passes on a load that was called off, instead of a page without a section', async () => {
    const api = createFakeApi();
    const stop = new AbortController();
    const loading = loaders.home!({
      url: new URL('/', 'http://shop.test'),
      params: {},
      fetch: async (input, init) =>
        String(input).includes('/get-public-all-categories')
          ? new Promise<Response>((_, reject) =>
              init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
            )
          : api.fetch(input, init),
      signal: stop.signal,
    });
    stop.abort(new Error('moved on'));
    await expect(loading).rejects.toThrow('moved on');
  });

  it('throws when every call failed: there is nothing to draw', async () => {
    const allDown = createFakeApi({
      failing: [
        '/get-default-approved-products',
        '/get-public-all-categories',
        '/get-products-by-category-id',
      ],
    });
    await expect(load('home', '/', {}, allDown)).rejects.toMatchObject({ status: 500 });
  });
});
