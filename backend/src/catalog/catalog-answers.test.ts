import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
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
