import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import {
  placeOrderResponseSchema,
  productByIdResponseSchema,
  productFiltersResponseSchema,
  productListResponseSchema,
} from 'shared-contracts';
import type { Database } from '../db/database';
import { buildCatalogTestApp } from '../test-support/catalog-app';
import { testDatabases } from '../test-support/databases';
import { importProducts } from './import/import-products';

jest.setTimeout(60_000);
const databases = await testDatabases();
const API = '/products/api/v1';
const ORDERS = '/orders/api/v1/orders';
const DAY_MS = 86_400_000;
/** Bath linen, a leaf category of the seed (seed/categories.ts). */
const CATEGORY = 12;

/**
 * An offer sells at its offer price until its end, then at its regular price everywhere the
 * server prices a product (offer-price.ts): the listing with its filters, sort and counts, the
 * detail, the re-price and the order, kept answers included.
 */
describe.each(databases)('an ended offer on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await open();
    app = await buildCatalogTestApp(db, { SEED_PRODUCTS: '40' });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = async (url: string) => {
    const response = await app.inject({ url: `${API}${url}` });
    expect(response.statusCode).toBe(200);
    return response.json() as unknown;
  };
  const listing = async (query: string) =>
    productListResponseSchema.parse(
      await get(`/public-products/get-products-by-category-id?categoryId=${CATEGORY}&${query}`),
    ).responseData;
  const detail = async (id: number) =>
    productByIdResponseSchema.parse(await get(`/public-products/get-product-by-id?productId=${id}`))
      .responseData.data;
  const saleCount = async () =>
    productFiltersResponseSchema.parse(
      await get(`/public-products/get-product-filters?categoryId=${CATEGORY}`),
    ).responseData.data.saleCount;
  const reprice = async (lines: Array<{ productId: number; qty: number }>) => {
    const response = await app.inject({
      method: 'POST',
      url: `${ORDERS}/get-order-shipping-detail`,
      payload: lines.map((line) => ({ ...line, isReserve: false, isProductOnSale: true })),
    });
    expect(response.statusCode).toBe(200);
    return (
      response.json() as {
        responseData: { data: { productOrderCalculation: Array<{ productId: number; subTotal: number }> } };
      }
    ).responseData.data.productOrderCalculation;
  };
  const order = async (lines: Array<{ productId: number; qty: number }>) => {
    const response = await app.inject({
      method: 'POST',
      url: `${ORDERS}/place-order`,
      payload: {
        email: `offer-${randomBytes(4).toString('hex')}@example.nl`,
        firstName: 'Sanne',
        lastName: 'Visser',
        delivery: 'collection',
        lines: lines.map((line) => ({ ...line, orderType: 'normal' })),
      },
    });
    expect(response.statusCode).toBe(200);
    return placeOrderResponseSchema.parse(response.json()).responseData.data;
  };
  /** Imports offers at 10,00 instead of 20,00 ending at the given times, as an operator would (import-products.ts). */
  const importOffers = async (label: string, ends: Date[]) => {
    const csv = [
      'name,categoryId,brand,price,oldPrice,stock,isSale,offerEndDate',
      ...ends.map(
        (end, index) =>
          `Aanbieding ${label} ${index},${CATEGORY},Testmerk,10.00,20.00,50,true,${end.toISOString()}`,
      ),
    ].join('\n');
    const result = await importProducts(db, csv, { dryRun: false });
    if ('error' in result) throw new Error(result.error);
    return result.rows.map((row) => row.productId ?? 0);
  };

  it('sells an ended offer at its regular price and a running one at its offer price, everywhere', async () => {
    const salesBefore = await saleCount();
    const label = randomBytes(4).toString('hex');
    const [ended = 0, running = 0] = await importOffers(label, [
      new Date(Date.now() - DAY_MS),
      new Date(Date.now() + 30 * DAY_MS),
    ]);

    const all = await listing(`searchByName=${label}&length=10`);
    const byId = new Map(all.data.map((product) => [product.id, product]));
    expect(byId.get(ended)).toMatchObject({ price: 20, isSale: false, oldPrice: null });
    expect(Date.parse(byId.get(ended)?.offerEndDate ?? '')).toBeLessThan(Date.now());
    expect(byId.get(running)).toMatchObject({ price: 10, isSale: true, oldPrice: 20 });

    expect(await detail(ended)).toMatchObject({ price: 20, isSale: false, oldPrice: null });
    expect(await detail(running)).toMatchObject({ price: 10, isSale: true, oldPrice: 20 });

    const onSale = await listing(`searchByName=${label}&isSale=true`);
    expect(onSale.data.map((product) => product.id)).toEqual([running]);
    expect(onSale.recordsFiltered).toBe(1);
    const notOnSale = await listing(`searchByName=${label}&isSale=false`);
    expect(notOnSale.data.map((product) => product.id)).toEqual([ended]);
    expect(await saleCount()).toBe(salesBefore + 1);

    // Filters and sort see the price that holds: the ended offer is the dearer one now.
    expect((await listing(`searchByName=${label}&minPrice=15`)).data.map((p) => p.id)).toEqual([ended]);
    expect((await listing(`searchByName=${label}&maxPrice=15`)).data.map((p) => p.id)).toEqual([running]);
    expect((await listing(`searchByName=${label}&sort=price-desc`)).data.map((p) => p.id)).toEqual([
      ended,
      running,
    ]);

    expect(
      await reprice([
        { productId: ended, qty: 2 },
        { productId: running, qty: 2 },
      ]),
    ).toEqual([
      { productId: ended, qty: 2, subTotal: 40, listPrice: 20, stock: 50 },
      { productId: running, qty: 2, subTotal: 20, listPrice: 10, stock: 50 },
    ]);
    const placed = await order([
      { productId: ended, qty: 1 },
      { productId: running, qty: 1 },
    ]);
    expect(placed.lines.map((line) => [line.productId, line.unitPrice])).toEqual([
      [ended, 20],
      [running, 10],
    ]);
    expect(placed.total).toBe(30);
  });

  it('prices a cart line at the regular price once its offer ends, kept answers included', async () => {
    const label = randomBytes(4).toString('hex');
    const end = new Date(Date.now() + 1500);
    const [productId = 0] = await importOffers(label, [end]);
    const query = `searchByName=${label}&isSale=true`;

    // While the offer runs: the answers are made (and kept, answer-cache.ts) at the offer price.
    expect((await listing(query)).data).toMatchObject([{ id: productId, price: 10, isSale: true }]);
    expect(await detail(productId)).toMatchObject({ price: 10, isSale: true });
    expect(await reprice([{ productId, qty: 3 }])).toEqual([
      { productId, qty: 3, subTotal: 30, listPrice: 10, stock: 50 },
    ]);
    // The category's count on sale, which this process keeps between commits (kept-counts.ts).
    const onSale = (await listing('isSale=true&length=1')).recordsFiltered;

    // The offer ends while the line sits in the cart: wait for the database's clock to pass it.
    while (!(await db.query<{ past: boolean }>('SELECT now() > $1 AS past', [end])).rows[0]?.past)
      await new Promise((resolve) => setTimeout(resolve, 100));

    // Asked first after the end, so this request settles the offer (offer-clock.ts) and counts.
    expect((await listing('isSale=true&length=2')).recordsFiltered).toBe(onSale - 1);
    const after = await listing(query);
    expect(after.data).toEqual([]);
    expect(after.recordsFiltered).toBe(0);
    expect(await detail(productId)).toMatchObject({ price: 20, isSale: false, oldPrice: null });
    expect(await reprice([{ productId, qty: 3 }])).toEqual([
      { productId, qty: 3, subTotal: 60, listPrice: 20, stock: 50 },
    ]);
    const placed = await order([{ productId, qty: 3 }]);
    expect(placed.lines[0]).toMatchObject({ unitPrice: 20, lineTotal: 60 });
  });
});
