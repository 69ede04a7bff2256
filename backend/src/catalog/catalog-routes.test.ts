import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  apiErrorSchema,
  brandsResponseSchema,
  categoriesResponseSchema,
  defaultProductsResponseSchema,
  productByIdResponseSchema,
  productFiltersResponseSchema,
  productSizesResponseSchema,
  QUICK_LINK_CATEGORIES,
  validateStockResponseSchema,
} from 'shared-contracts';
import type { Database } from '../db/database';
import { buildCatalogTestApp } from '../test-support/catalog-app';
import { inCategory, offerRuns, priceNow, seedProducts, shownProducts } from '../test-support/catalog-oracle';
import { testDatabases } from '../test-support/databases';

jest.setTimeout(60_000);
const databases = await testDatabases();
const API = '/products/api/v1';

describe.each(databases)('catalogue calls on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await open();
    app = await buildCatalogTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = async (url: string, status = 200) => {
    const response = await app.inject({ url: `${API}${url}` });
    expect(response.statusCode).toBe(status);
    return response.json() as unknown;
  };
  const stock = async (query: string, status = 200) => {
    const response = await app.inject({
      method: 'POST',
      url: `${API}/public-products/validate-product-stock?${query}`,
    });
    expect(response.statusCode).toBe(status);
    return response.json() as unknown;
  };

  describe('get-public-all-categories', () => {
    it('answers the tree with the quick-link ids at the top level and Dutch names', async () => {
      const categories = categoriesResponseSchema.parse(await get('/categories/get-public-all-categories'))
        .responseData.data;
      for (const { categoryId } of QUICK_LINK_CATEGORIES) {
        expect(categories.find((category) => category.id === categoryId)?.parentCategoryId).toBe(0);
      }
      expect(categories.find((category) => category.id === 4)?.name).toBe('Beddengoed');
      const duvetCovers = categories.filter((category) => category.parentCategoryId === 14);
      expect(duvetCovers.length).toBeGreaterThanOrEqual(2);
      expect(categories.find((category) => category.id === 14)?.parentCategoryId).toBe(4);
    });
  });

  describe('admin-products/get-all-brands', () => {
    it('answers every brand by name', async () => {
      const brands = brandsResponseSchema.parse(await get('/admin-products/get-all-brands')).responseData
        .data;
      const names = brands.map((brand) => brand.name);
      expect(names).toEqual(
        expect.arrayContaining([...new Set(seedProducts.map((product) => product.brand))]),
      );
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    });
  });

  describe('get-default-approved-products', () => {
    it('answers 12 to 24 buyable products from different categories', async () => {
      const products = defaultProductsResponseSchema.parse(
        await get('/public-products/get-default-approved-products'),
      ).responseData.data;
      expect(products.length).toBeGreaterThanOrEqual(12);
      expect(products.length).toBeLessThanOrEqual(24);
      for (const product of products) {
        expect(product.finalProductStatus).toBe('approved');
        expect(product.number).toBeGreaterThan(0);
        expect(product.price).not.toBeNull();
        expect(product.prodImageList.length).toBeGreaterThanOrEqual(2);
      }
      expect(new Set(products.map((product) => product.categoryId)).size).toBe(products.length);
    });
  });

  describe('get-products-by-category-id', () => {
    it('sends a page of a hundred products compressed in one piece, gzip to a browser, brotli to a client that takes only that', async () => {
      const url = `${API}/public-products/get-products-by-category-id?categoryId=0&draw=1&start=0&length=100`;
      const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024);
      // Over HTTP, as a browser gets it: a compression stream would answer in chunks, with no length.
      const served = await buildCatalogTestApp(db);
      const address = await served.listen({ host: '127.0.0.1', port: 0 });
      const fetched = (acceptEncoding: string) =>
        new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          httpGet(`${address}${url}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          }).on('error', reject);
        });
      try {
        for (const [acceptEncoding, encoding, decompress] of [
          ['gzip, deflate, br, zstd', 'gzip', gunzipSync],
          ['br', 'br', brotliDecompressSync],
        ] as const) {
          const answer = await fetched(acceptEncoding);
          expect([acceptEncoding, answer.headers['content-encoding']]).toEqual([acceptEncoding, encoding]);
          expect(answer.headers['transfer-encoding']).toBeUndefined();
          expect(answer.headers['content-length']).toBe(String(answer.body.length));
          expect(answer.body.length).toBeLessThan(plain.rawPayload.length / 4);
          expect(JSON.parse(decompress(answer.body).toString())).toEqual(plain.json());
        }
      } finally {
        await served.close();
      }
    });
  });

  describe('get-product-sizes', () => {
    const sizes = async (keyword: string) =>
      productSizesResponseSchema.parse(await get(`/public-products/get-product-sizes?keyword=${keyword}`))
        .responseData.data;

    it('answers the distinct sizes containing the keyword, any case, small to large', async () => {
      const xl = await sizes('xl');
      expect(xl).toEqual(expect.arrayContaining(['XL', 'XXL']));
      for (const size of xl) expect(size.toLowerCase()).toContain('xl');
      expect(xl.indexOf('XL')).toBeLessThan(xl.indexOf('XXL'));
      const all = await sizes('');
      expect(new Set(all).size).toBe(all.length);
      expect(all.length).toBe(new Set(shownProducts.map((product) => product.size)).size);
    });

    it('finds nothing for text no size has, taking % literally', async () => {
      expect(await sizes('zzz')).toEqual([]);
      expect(await sizes('%25')).toEqual([]);
    });

    it('refuses an overlong keyword', async () => {
      apiErrorSchema.parse(await get(`/public-products/get-product-sizes?keyword=${'x'.repeat(101)}`, 400));
    });
  });

  describe('get-product-filters', () => {
    it('answers the facets of a category with counts that add up to the category', async () => {
      const filters = productFiltersResponseSchema.parse(
        await get('/public-products/get-product-filters?categoryId=4'),
      ).responseData.data;
      const expected = inCategory(4);
      const sum = (facets: Array<{ count: number }>) =>
        facets.reduce((total, facet) => total + facet.count, 0);
      expect(sum(filters.colors)).toBe(expected.length);
      expect(sum(filters.sizes)).toBe(expected.length);
      expect(sum(filters.brands)).toBe(expected.length);
      expect(sum(filters.types)).toBe(expected.length);
      expect(filters.colors.find((facet) => facet.value === 'Wit')?.count).toBe(
        expected.filter((product) => product.color === 'Wit').length,
      );
      const prices = expected.flatMap((product) => priceNow(product) ?? []);
      expect(filters.price).toEqual({ min: Math.min(...prices) / 100, max: Math.max(...prices) / 100 });
      expect(filters.saleCount).toBe(expected.filter(offerRuns).length);
    });

    it('covers the whole shop for categoryId 0', async () => {
      const filters = productFiltersResponseSchema.parse(
        await get('/public-products/get-product-filters?categoryId=0'),
      ).responseData.data;
      expect(filters.colors.reduce((total, facet) => total + facet.count, 0)).toBe(shownProducts.length);
    });

    it('answers 404 for an unknown category and 400 for a malformed one', async () => {
      expect(
        apiErrorSchema.parse(await get('/public-products/get-product-filters?categoryId=777', 404)).code,
      ).toBe('categoryNotFound');
      apiErrorSchema.parse(await get('/public-products/get-product-filters?categoryId=-4', 400));
    });
  });

  describe('validate-product-stock', () => {
    const inStock = shownProducts.find((product) => (product.stock ?? 0) >= 10);
    const soldOut = shownProducts.find((product) => product.stock === 0);
    const noStockNumber = shownProducts.find((product) => product.stock === null);
    const hidden = seedProducts.find((product) => !product.approved);

    it('says whether the quantity is available and how many are', async () => {
      const ok = validateStockResponseSchema.parse(
        await stock(`productId=${inStock?.id}&stock=${inStock?.stock}`),
      );
      expect(ok.responseData.data).toEqual({ available: true, number: inStock?.stock });
      const tooMany = validateStockResponseSchema.parse(
        await stock(`productId=${inStock?.id}&stock=${(inStock?.stock ?? 0) + 1}`),
      );
      expect(tooMany.responseData.data).toEqual({ available: false, number: inStock?.stock });
    });

    it('has nothing available of a sold-out product or one without a stock number', async () => {
      expect(
        validateStockResponseSchema.parse(await stock(`productId=${soldOut?.id}&stock=1`)).responseData.data,
      ).toEqual({
        available: false,
        number: 0,
      });
      expect(noStockNumber).toBeDefined();
      expect(
        validateStockResponseSchema.parse(await stock(`productId=${noStockNumber?.id}&stock=1`)).responseData
          .data,
      ).toEqual({
        available: false,
        number: 0,
      });
    });

    it('answers 404 for an unknown or unapproved product', async () => {
      expect(apiErrorSchema.parse(await stock('productId=999999&stock=1', 404)).code).toBe('productNotFound');
      apiErrorSchema.parse(await stock(`productId=${hidden?.id}&stock=1`, 404));
    });

    it.each([
      'productId=1',
      'stock=1',
      'productId=1&stock=0',
      'productId=0&stock=1',
      'productId=x&stock=1',
      'productId=1&stock=-2',
    ])('refuses %s with 400', async (query) => {
      apiErrorSchema.parse(await stock(query, 400));
    });
  });

  describe('get-product-by-id', () => {
    const detail = async (id: number) =>
      productByIdResponseSchema.parse(await get(`/public-products/get-product-by-id?productId=${id}`))
        .responseData.data;

    it('answers the product with description and its neighbours in the category order', async () => {
      const siblings = shownProducts.filter(
        (product) => product.categoryId === shownProducts[40]?.categoryId,
      );
      const middle = siblings[1];
      const product = await detail(middle?.id ?? 0);
      expect(product).toMatchObject({ id: middle?.id, name: middle?.name, description: middle?.description });
      expect(product.prev).toEqual({
        slug: String(siblings[0]?.id),
        name: siblings[0]?.name,
        pictures: [
          {
            url: expect.stringMatching(
              new RegExp(`^/images/products/${siblings[0]?.id}/front/[0-9a-f]{12}$`),
            ),
          },
        ],
      });
      expect(product.next?.slug).toBe(String(siblings[2]?.id));
      const first = await detail(siblings[0]?.id ?? 0);
      expect(first.prev).toBeNull();
      const last = await detail(siblings.at(-1)?.id ?? 0);
      expect(last.next).toBeNull();
    });

    it('shows sale data for a product on sale and none otherwise', async () => {
      const onSale = shownProducts.find(offerRuns);
      const sale = await detail(onSale?.id ?? 0);
      expect(sale.isSale).toBe(true);
      expect(sale.oldPrice).toBe((onSale?.oldPriceCents ?? 0) / 100);
      expect(sale.oldPrice ?? 0).toBeGreaterThan(sale.price ?? 0);
      expect(Date.parse(sale.offerEndDate ?? '')).not.toBeNaN();
      const regular = await detail(shownProducts.find((product) => !product.isSale)?.id ?? 0);
      expect(regular).toMatchObject({ isSale: false, oldPrice: null, offerEndDate: null });
      // An ended offer: the regular price, no old price, and its end date for the finished message.
      const ended = shownProducts.find((product) => product.isSale && !offerRuns(product));
      const finished = await detail(ended?.id ?? 0);
      expect(finished).toMatchObject({
        isSale: false,
        oldPrice: null,
        price: (ended?.oldPriceCents ?? 0) / 100,
      });
      expect(Date.parse(finished.offerEndDate ?? '')).toBeLessThan(Date.now());
    });

    it('answers a product without a price with price null', async () => {
      const unpriced = shownProducts.find((product) => product.priceCents === null);
      expect((await detail(unpriced?.id ?? 0)).price).toBeNull();
    });

    it('answers 404 for an unknown or unapproved product, 400 for a malformed id', async () => {
      apiErrorSchema.parse(await get('/public-products/get-product-by-id?productId=424242', 404));
      const hidden = seedProducts.find((product) => !product.approved);
      apiErrorSchema.parse(await get(`/public-products/get-product-by-id?productId=${hidden?.id}`, 404));
      apiErrorSchema.parse(await get('/public-products/get-product-by-id?productId=abc', 400));
      apiErrorSchema.parse(await get('/public-products/get-product-by-id', 400));
    });
  });
});
