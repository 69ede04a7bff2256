import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import {
  apiErrorSchema,
  PRODUCT_PROBLEMS,
  productListResponseSchema,
  toCents,
  type Product,
} from 'shared-contracts';
import type { Database } from '../../db/database';
import { buildCatalogTestApp } from '../../test-support/catalog-app';
import { inCategory, offerRuns, priceNow, shownProducts } from '../../test-support/catalog-oracle';
import { testDatabases } from '../../test-support/databases';

jest.setTimeout(60_000);
const databases = await testDatabases();
const LIST = '/products/api/v1/public-products/get-products-by-category-id';

describe.each(databases)('get-products-by-category-id on $name', ({ open }) => {
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

  const list = async (query: string) => {
    const response = await app.inject({ url: `${LIST}?${query}` });
    expect(response.statusCode).toBe(200);
    return productListResponseSchema.parse(response.json()).responseData;
  };
  const problem = async (query: string, status: number) => {
    const response = await app.inject({ url: `${LIST}?${query}` });
    expect(response.statusCode).toBe(status);
    return apiErrorSchema.parse(response.json());
  };
  const ids = (products: Product[]) => products.map((product) => product.id);

  it('lists the whole shop for categoryId 0 by id, 25 a page, echoing draw', async () => {
    const page = await list('categoryId=0&draw=1');
    expect(page.draw).toBe(1);
    expect(page.recordsTotal).toBe(shownProducts.length);
    expect(page.recordsFiltered).toBe(shownProducts.length);
    expect(ids(page.data)).toEqual(shownProducts.slice(0, 25).map((product) => product.id));
  });

  it('answers products in the exact shape of the contract, with images pointing at the image route', async () => {
    const [first] = (await list('length=1')).data;
    const seeded = shownProducts[0];
    expect(first).toMatchObject({
      id: seeded?.id,
      name: seeded?.name,
      brand: seeded?.brand,
      number: seeded?.stock,
      price: seeded === undefined || priceNow(seeded) === null ? null : (priceNow(seeded) ?? 0) / 100,
      finalProductStatus: 'approved',
      productB2BDiscountFlag: seeded?.b2bDiscountFlag,
    });
    expect(first?.prodImageList.map((image) => image.imageViewType)).toEqual(seeded?.views);
    // A versioned address (images/image-version.ts), which browsers may keep for good.
    expect(first?.prodImageList[0]?.imageURL).toMatch(
      new RegExp(`^/images/products/${seeded?.id}/front/[0-9a-f]{12}$`),
    );
  });

  it.each([4, 14, 52, 12, 34, 35, 2])('category %i includes its subcategories', async (categoryId) => {
    const expected = inCategory(categoryId);
    const page = await list(`categoryId=${categoryId}&length=100`);
    expect(page.recordsTotal).toBe(expected.length);
    expect(page.recordsFiltered).toBe(expected.length);
    expect(ids(page.data)).toEqual(expected.slice(0, 100).map((product) => product.id));
  });

  it('answers 404 in the error envelope for a category that does not exist', async () => {
    expect((await problem('categoryId=9999', 404)).code).toBe('categoryNotFound');
  });

  it('searches names case-insensitively under either parameter name, every word', async () => {
    const expected = shownProducts.filter((product) => product.name.toLowerCase().includes('dekbed'));
    const bySearch = await list('searchByName=DEKBED&length=100');
    const byInput = await list('input=Dekbed&length=100');
    expect(bySearch.recordsFiltered).toBe(expected.length);
    expect(ids(byInput.data)).toEqual(ids(bySearch.data));
    const twoWords = shownProducts.filter(
      (p) => p.name.toLowerCase().includes('texel') && p.name.includes('antraciet'),
    );
    expect((await list('searchByName=texel%20ANTRACIET')).recordsFiltered).toBe(twoWords.length);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await list(`searchByName=${encodeURIComponent('%%%')}`)).recordsFiltered).toBe(0);
    expect((await list('searchByName=___')).recordsFiltered).toBe(0);
  });

  /** The statements the app runs while it answers `query`. */
  const statementsFor = async (query: string) => {
    const spy = jest.spyOn(app.db, 'query');
    try {
      const response = await app.inject({ url: `${LIST}?${query}` });
      return { response, statements: spy.mock.calls.map(([sql]) => sql) };
    } finally {
      spy.mockRestore();
    }
  };

  it.each([
    ['"x"', 'searchByName=x'],
    ['"45"', 'searchByName=45'],
    ['"xl 42"', `searchByName=${encodeURIComponent('xl 42')}`],
    ['"xl" as input', 'input=xl'],
    ['"xl" as input beside a blank searchByName', `searchByName=${encodeURIComponent('  ')}&input=xl`],
  ])('refuses the search %s with 400 searchTooShort, without asking the database', async (_, query) => {
    const { response, statements } = await statementsFor(`${query}&categoryId=4`);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      message: PRODUCT_PROBLEMS.searchTooShort,
      data: PRODUCT_PROBLEMS.searchTooShort,
      code: 'searchTooShort',
    });
    expect(statements).toEqual([]);
  });

  it('searches when one word has three characters, the others may be shorter', async () => {
    const expected = shownProducts.filter((product) => {
      const name = product.name.toLowerCase();
      return name.includes('wit') && name.includes('xl');
    });
    expect(expected.length).toBeGreaterThan(0);
    const page = await list(`searchByName=${encodeURIComponent('XL wit')}&length=100`);
    expect(ids(page.data)).toEqual(expected.slice(0, 100).map((product) => product.id));
    // The same words in a category: the database is asked (so the refusals above asked nothing).
    const { response, statements } = await statementsFor(
      `searchByName=${encodeURIComponent('xl wit')}&categoryId=4`,
    );
    expect(response.statusCode).toBe(200);
    expect(statements.length).toBeGreaterThan(0);
  });

  it('takes a search of whitespace only as no search', async () => {
    const page = await list(`searchByName=${encodeURIComponent(' \t ')}`);
    expect(page.recordsFiltered).toBe(shownProducts.length);
  });

  it('refuses every search whose longest word is under three characters, and answers every other', async () => {
    const char = fc.constantFrom('a', 'x', 'L', '4', '/', '-', 'é', 'ß', '🙂', '%', '_');
    const word = fc.string({ unit: char, minLength: 1, maxLength: 5 });
    const gap = fc.constantFrom(' ', '  ', '\t', ' \n ');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(gap, word), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('searchByName', 'input'),
        async (parts, name) => {
          const text = parts.map(([space, w]) => space + w).join('');
          const longest = Math.max(...parts.map(([, w]) => [...w].length));
          const response = await app.inject({ url: `${LIST}?${new URLSearchParams({ [name]: text })}` });
          if (longest < 3) {
            expect(response.statusCode).toBe(400);
            expect(apiErrorSchema.parse(response.json()).code).toBe('searchTooShort');
          } else {
            expect(response.statusCode).toBe(200);
            productListResponseSchema.parse(response.json());
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it.each([
    ['color', 'wit', (p: (typeof shownProducts)[number]) => p.color === 'Wit'],
    ['color', 'Wit,Grijs', (p: (typeof shownProducts)[number]) => p.color === 'Wit' || p.color === 'Grijs'],
    ['size', '140x200', (p: (typeof shownProducts)[number]) => p.size === '140x200'],
    ['brand', 'zacht %26 zo', (p: (typeof shownProducts)[number]) => p.brand === 'Zacht & Zo'],
    ['type', 'Percal', (p: (typeof shownProducts)[number]) => p.type === 'Percal'],
    ['isSale', 'true', (p: (typeof shownProducts)[number]) => offerRuns(p)],
    ['isSale', '0', (p: (typeof shownProducts)[number]) => !offerRuns(p)],
  ])('filters on %s=%s', async (name, value, keep) => {
    const expected = shownProducts.filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    const page = await list(`${name}=${value}&length=100`);
    expect(page.recordsTotal).toBe(shownProducts.length);
    expect(page.recordsFiltered).toBe(expected.length);
    expect(ids(page.data)).toEqual(expected.slice(0, 100).map((product) => product.id));
  });

  it('treats an empty filter value as no filter', async () => {
    expect((await list('color=&size=&brand=&type=&searchByName=')).recordsFiltered).toBe(
      shownProducts.length,
    );
  });

  it('filters on a price range in euros, both ends included, leaving out products without a price', async () => {
    const expected = shownProducts.filter(
      (p) => (priceNow(p) ?? -1) >= 1995 && (priceNow(p) ?? Infinity) <= 4995,
    );
    const page = await list('minPrice=19.95&maxPrice=49.95&length=100');
    expect(page.recordsFiltered).toBe(expected.length);
    for (const product of page.data) expect(toCents(product.price ?? -1)).toBeGreaterThanOrEqual(1995);
    expect((await list('maxPrice=1000')).recordsFiltered).toBe(
      shownProducts.filter((p) => p.priceCents !== null).length,
    );
  });

  it('combines the category with every filter, recordsTotal staying the category count', async () => {
    const keep = (p: (typeof shownProducts)[number]) =>
      !offerRuns(p) && (priceNow(p) ?? -1) >= 2000 && ['Wit', 'Grijs', 'Zwart'].includes(p.color);
    const expected = inCategory(4).filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    const page = await list('categoryId=4&color=wit,grijs,zwart&isSale=false&minPrice=20&length=100');
    expect(page.recordsTotal).toBe(inCategory(4).length);
    expect(page.recordsFiltered).toBe(expected.length);
    expect(ids(page.data)).toEqual(expected.map((product) => product.id));
  });

  it('pages with start = (draw - 1) × length when start is left out, and with start when given', async () => {
    const all = shownProducts.map((product) => product.id);
    expect(ids((await list('draw=2&length=10')).data)).toEqual(all.slice(10, 20));
    expect(ids((await list('draw=3&start=5&length=10')).data)).toEqual(all.slice(5, 15));
    const pages = await Promise.all([1, 2, 3, 4].map((draw) => list(`draw=${draw}&length=100`)));
    expect(pages.flatMap((page) => ids(page.data))).toEqual(all);
    const beyond = await list('start=100000');
    expect(beyond.data).toEqual([]);
    expect(beyond.recordsFiltered).toBe(shownProducts.length);
  });

  it('answers an empty page, not a failure, for a start past the largest integer, given or from draw', async () => {
    // Past PostgreSQL's integer no catalogue has a product (ids are integers): every order and
    // scope, with start given or taken from a draw (85 899 347 × 25 is past it), without filters
    // or with them.
    for (const query of [
      'start=2147483650',
      'start=9007199254740991&sort=price-desc',
      'draw=85899347',
      'draw=2147483647&sort=name-asc',
      'start=2147483647&sort=newest',
      'start=2147483650&color=Wit',
    ]) {
      const page = await list(query);
      expect(page.data).toEqual([]);
      expect(page.recordsTotal).toBeGreaterThan(0);
    }
  });

  it('sorts by price both ways with unpriced products last, by name, and newest first', async () => {
    const prices = (products: Product[]) => products.map((product) => product.price);
    const ascending = (await list('sort=price-asc&length=100&start=300')).data;
    const priced = prices(ascending).filter((price): price is number => price !== null);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(prices(ascending).at(-1)).toBeNull();
    const descending = prices((await list('sort=price-desc&length=50')).data);
    expect(descending).toEqual([...descending].sort((a, b) => (b ?? 0) - (a ?? 0)));
    const names = (await list('sort=name-asc&length=100')).data.map((product) => product.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const newest = ids((await list('sort=newest&length=30')).data);
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE approved ORDER BY created_at DESC, id DESC LIMIT 30',
    );
    expect(newest).toEqual(rows.map((row) => row.id));
  });

  it.each([
    'categoryId=-1',
    'categoryId=abc',
    'categoryId=3000000000',
    'categoryId=1.5',
    'draw=0',
    'start=-1',
    'length=0',
    'length=101',
    'minPrice=-1',
    'maxPrice=cheap',
    'isSale=maybe',
    'sort=cheapest',
    'color=x&color=y',
    `searchByName=${'a'.repeat(201)}`,
    'searchByName=%00',
  ])('refuses %s with 400 and the field issue', async (query) => {
    const body = await problem(query, 400);
    expect(body.issues?.length).toBeGreaterThan(0);
    expect(body.data).toBe(body.message);
  });

  it('refuses a minimum price above the maximum', async () => {
    expect((await problem('minPrice=50&maxPrice=10', 400)).code).toBe('invalidPriceRange');
  });
});
