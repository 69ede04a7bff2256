import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
  categoriesResponseSchema,
  defaultProductsResponseSchema,
  productByIdResponseSchema,
  productFiltersResponseSchema,
  productListResponseSchema,
} from 'shared-contracts';
import type { Database } from '../db/database';
import { buildCatalogTestApp } from '../test-support/catalog-app';
import { testDatabases } from '../test-support/databases';
import { nextCatalogChange } from './queries/catalog-changes';

jest.setTimeout(60_000);
const databases = await testDatabases();
const API = '/products/api/v1/public-products';
const CATEGORIES = '/products/api/v1/categories/get-public-all-categories';

/**
 * The catalogue's answers are kept until the catalogue changes: whatever changes a product (an
 * order's stock, an import, plain SQL from another connection) shows in the very next answer
 * once its commit has been notified, and nothing is kept while notifications cannot arrive.
 */
describe.each(databases)('kept catalogue answers on $name', ({ open }) => {
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

  const text = async (url: string) => {
    const response = await app.inject({ url: `${API}${url}` });
    expect(response.statusCode).toBe(200);
    return response;
  };
  const listing = async (url: string) =>
    productListResponseSchema.parse((await text(url)).json()).responseData;
  const detail = async (id: number) =>
    productByIdResponseSchema.parse((await text(`/get-product-by-id?productId=${id}`)).json()).responseData
      .data;
  const homeProducts = async () =>
    defaultProductsResponseSchema.parse((await text('/get-default-approved-products')).json()).responseData
      .data;
  /** Runs a write and waits until its commit has been notified to the app. */
  const commit = async (sql: string, params: unknown[]) => {
    const changed = nextCatalogChange(app.db);
    await db.query(sql, params);
    await changed;
  };

  it('answers a repeated listing and product with the same text and content type as the first time', async () => {
    for (const url of [
      '/get-products-by-category-id?categoryId=4&color=wit&sort=price-asc',
      '/get-product-by-id?productId=3',
    ]) {
      const first = await text(url);
      const again = await text(url);
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
    }
  });

  it('shows a new stock figure and name on the listing and the product page as soon as the change commits', async () => {
    const [product] = (await listing('/get-products-by-category-id?categoryId=0&length=5&sort=newest')).data;
    if (!product) throw new Error('no product listed');
    expect((await detail(product.id)).number).toBe(product.number);
    await commit('UPDATE products SET stock = $2, name = $3 WHERE id = $1', [
      product.id,
      (product.number ?? 0) + 7,
      `${product.name} (nieuw)`,
    ]);
    const [listed] = (await listing('/get-products-by-category-id?categoryId=0&length=5&sort=newest')).data;
    expect(listed).toMatchObject({
      id: product.id,
      number: (product.number ?? 0) + 7,
      name: `${product.name} (nieuw)`,
    });
    expect(await detail(product.id)).toMatchObject({
      number: (product.number ?? 0) + 7,
      name: `${product.name} (nieuw)`,
    });
  });

  it("shows an order's lower stock at once on the listing and the product page, other products unchanged", async () => {
    const url = '/get-products-by-category-id?categoryId=12&length=10&sort=price-desc';
    const before = (await listing(url)).data;
    const [sold, other] = before;
    if (!sold || !other) throw new Error('not enough products listed');
    await detail(sold.id);
    await detail(other.id);
    // What place-order does: stock (and updated_at) only.
    await commit('UPDATE products SET stock = stock - 1, updated_at = now() WHERE id = $1 AND stock >= 1', [
      sold.id,
    ]);
    const after = (await listing(url)).data;
    expect(after.map((p) => p.id)).toEqual(before.map((p) => p.id));
    expect(after.find((p) => p.id === sold.id)?.number).toBe((sold.number ?? 0) - 1);
    expect(after.find((p) => p.id === other.id)?.number).toBe(other.number);
    expect((await detail(sold.id)).number).toBe((sold.number ?? 0) - 1);
    expect((await detail(other.id)).number).toBe(other.number);
  });

  it('moves a product whose price drops to the top of the cheapest-first listing at once', async () => {
    const url = '/get-products-by-category-id?categoryId=8&length=5&sort=price-asc';
    const first = (await listing(url)).data;
    const later = (
      await listing('/get-products-by-category-id?categoryId=8&length=5&start=20&sort=price-asc')
    ).data[0];
    if (!later || first.some((p) => p.id === later.id)) throw new Error('no product beyond the first page');
    await commit('UPDATE products SET price_cents = 1 WHERE id = $1', [later.id]);
    const now = (await listing(url)).data;
    expect(now[0]).toMatchObject({ id: later.id, price: 0.01 });
    expect(now.slice(1).map((p) => p.id)).toEqual(first.slice(0, 4).map((p) => p.id));
  });

  it('counts a new product of a subcategory at once in its category, its search and its filter panel', async () => {
    const before = await listing('/get-products-by-category-id?categoryId=4&color=Zeegroen');
    const search = await listing('/get-products-by-category-id?searchByName=zeegroene');
    const panel = productFiltersResponseSchema.parse((await text('/get-product-filters?categoryId=4')).json())
      .responseData.data;
    const colours = (data: typeof panel) => data.colors.find((c) => c.value === 'Zeegroen')?.count ?? 0;
    await commit(
      `INSERT INTO products (name, category_id, price_cents, stock, color) VALUES ($1, 15, 2495, 4, 'Zeegroen')`,
      ['Zeegroene hoeslaken proef'],
    );
    const after = await listing('/get-products-by-category-id?categoryId=4&color=Zeegroen');
    expect(after.recordsTotal).toBe(before.recordsTotal + 1);
    expect(after.recordsFiltered).toBe(before.recordsFiltered + 1);
    expect(after.data.map((p) => p.name)).toContain('Zeegroene hoeslaken proef');
    expect((await listing('/get-products-by-category-id?searchByName=zeegroene')).recordsFiltered).toBe(
      search.recordsFiltered + 1,
    );
    const panelAfter = productFiltersResponseSchema.parse(
      (await text('/get-product-filters?categoryId=4')).json(),
    ).responseData.data;
    expect(colours(panelAfter)).toBe(colours(panel) + 1);
  });

  it('takes a sold-out product off the home page at once, and puts it back as soon as it is in stock again', async () => {
    const before = await homeProducts();
    const [shown] = before;
    if (!shown) throw new Error('no home products');
    await homeProducts();
    // What the last order of it does: stock only.
    await commit('UPDATE products SET stock = 0, updated_at = now() WHERE id = $1', [shown.id]);
    const soldOut = await homeProducts();
    expect(soldOut.map((p) => p.id)).not.toContain(shown.id);
    expect(soldOut.length).toBe(before.length);
    // Back in stock: it was on no answer kept since, yet it returns to the home page.
    await commit('UPDATE products SET stock = $2, updated_at = now() WHERE id = $1', [
      shown.id,
      shown.number ?? 1,
    ]);
    expect((await homeProducts()).map((p) => p.id)).toEqual(before.map((p) => p.id));
  });

  it("shows a new category in the menu, and a renamed one's new name, as soon as the change commits", async () => {
    const menu = async () =>
      categoriesResponseSchema.parse((await app.inject({ url: CATEGORIES })).json()).responseData.data;
    const before = await menu();
    const [renamed] = before;
    if (!renamed) throw new Error('no categories');
    await menu();
    await commit('INSERT INTO categories (id, name, parent_category_id, position) VALUES ($1, $2, 0, 99)', [
      9001,
      'Tafellinnen proef',
    ]);
    await commit('UPDATE categories SET name = $2 WHERE id = $1', [renamed.id, `${renamed.name} (nieuw)`]);
    const after = await menu();
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual({ id: 9001, name: 'Tafellinnen proef', parentCategoryId: 0 });
    expect(after.find((c) => c.id === renamed.id)?.name).toBe(`${renamed.name} (nieuw)`);
  });

  it('stops showing a product withdrawn from the shop', async () => {
    const [product] = (await listing('/get-products-by-category-id?categoryId=12&length=1')).data;
    if (!product) throw new Error('no product listed');
    await detail(product.id);
    await commit('UPDATE products SET approved = false WHERE id = $1', [product.id]);
    expect((await app.inject({ url: `${API}/get-product-by-id?productId=${product.id}` })).statusCode).toBe(
      404,
    );
    const [first] = (await listing('/get-products-by-category-id?categoryId=12&length=1')).data;
    expect(first?.id).not.toBe(product.id);
  });
});

describe.each(databases)('catalogue answers while change notifications are lost, on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let cut: (() => void) | undefined;
  beforeAll(async () => {
    db = await open();
    // The same database, but the listening connection can be cut: it then says so (onLost) and
    // delivers nothing more. A connection made again afterwards works.
    const flaky: Database = {
      ...db,
      listen: (channel, onNotify, onLost) => {
        let deaf = false;
        cut = () => {
          deaf = true;
          onLost(new Error('connection cut'));
        };
        return db.listen(channel, (payload) => deaf || onNotify(payload), onLost);
      },
    };
    app = await buildCatalogTestApp(flaky);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers from the database, current stock included, until notifications are back', async () => {
    const listed = productListResponseSchema.parse(
      (await app.inject({ url: `${API}/get-products-by-category-id?length=1` })).json(),
    ).responseData.data[0];
    if (!listed) throw new Error('no product listed');
    const url = `${API}/get-product-by-id?productId=${listed.id}`;
    const read = async () =>
      productByIdResponseSchema.parse((await app.inject({ url })).json()).responseData.data;
    const stock = (await read()).number ?? 0;
    await read();
    cut?.();
    await db.query('UPDATE products SET stock = $2 WHERE id = $1', [listed.id, stock + 3]);
    expect((await read()).number).toBe(stock + 3);
    await db.query('UPDATE products SET stock = $2 WHERE id = $1', [listed.id, stock + 4]);
    expect((await read()).number).toBe(stock + 4);
  });
});

describe.each(databases)('kept catalogue answers during orders, on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  const queries: string[] = [];
  beforeAll(async () => {
    db = await open();
    // The same database, counting the statements the app sends.
    const counted: Database = {
      ...db,
      query: (sql, params) => {
        queries.push(sql);
        return db.query(sql, params);
      },
    };
    app = await buildCatalogTestApp(counted);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it("answers the menu's categories and the home products again without a query, the home products again after any order", async () => {
    const homeUrl = `${API}/get-default-approved-products`;
    const home = (await app.inject({ url: homeUrl })).body;
    const menu = (await app.inject({ url: CATEGORIES })).body;
    queries.length = 0;
    expect((await app.inject({ url: homeUrl })).body).toBe(home);
    expect((await app.inject({ url: CATEGORIES })).body).toBe(menu);
    expect(queries).toEqual([]);
    // An order of a product that is not on the home page: it could have been its last one.
    const shown = new Set(
      defaultProductsResponseSchema.parse(JSON.parse(home)).responseData.data.map((p) => p.id),
    );
    const { rows } = await db.query<{ id: number }>('SELECT id FROM products WHERE stock > 1 ORDER BY id');
    const notShown = rows.find((row) => !shown.has(row.id));
    if (!notShown) throw new Error('every product in stock is on the home page');
    const changed = nextCatalogChange(app.db);
    await db.query('UPDATE products SET stock = stock - 1, updated_at = now() WHERE id = $1', [notShown.id]);
    await changed;
    queries.length = 0;
    expect((await app.inject({ url: CATEGORIES })).body).toBe(menu);
    expect(queries).toEqual([]);
    expect((await app.inject({ url: homeUrl })).body).toBe(home);
    expect(queries.length).toBeGreaterThan(0);
  });

  it('keeps the answers of products an order did not touch (their pages cost no query)', async () => {
    const url = `${API}/get-products-by-category-id?categoryId=35&length=5`;
    const page = productListResponseSchema.parse((await app.inject({ url })).json()).responseData.data;
    const [sold, other] = page;
    if (!sold || !other) throw new Error('not enough products listed');
    const productUrl = (id: number) => `${API}/get-product-by-id?productId=${id}`;
    await app.inject({ url: productUrl(other.id) });
    const changed = nextCatalogChange(app.db);
    await db.query('UPDATE products SET stock = stock + 5, updated_at = now() WHERE id = $1', [sold.id]);
    await changed;
    queries.length = 0;
    const otherAgain = productByIdResponseSchema.parse(
      (await app.inject({ url: productUrl(other.id) })).json(),
    );
    expect(otherAgain.responseData.data.number).toBe(other.number);
    expect(queries).toEqual([]);
    const pageAgain = productListResponseSchema.parse((await app.inject({ url })).json()).responseData.data;
    expect(pageAgain.find((p) => p.id === sold.id)?.number).toBe((sold.number ?? 0) + 5);
    expect(queries.length).toBeGreaterThan(0);
  });
});
