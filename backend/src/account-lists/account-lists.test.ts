import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import {
  ACCOUNT_LIST_MAX_ITEMS,
  ACCOUNT_LIST_PROBLEMS,
  ACCOUNT_LISTS_PATH,
  accountListsResponseSchema,
  mergeAccountListsResponseSchema,
  type CartChange,
} from 'shared-contracts';
import type { Database } from '../db/database';
import { bearer, buildTestApp, createAccount, login, type TestAccount } from '../test-support/account-app';
import { testDatabases } from '../test-support/databases';
import { insertProduct } from '../test-support/product-fixtures';

jest.setTimeout(60_000);
const databases = await testDatabases();

describe.each(databases)("an account's cart and wishlist on $name", ({ open }) => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await open();
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const signedIn = async (): Promise<{ account: TestAccount; token: string }> => {
    const account = await createAccount(db);
    return { account, token: await login(app, account) };
  };
  const read = async (account: TestAccount, token: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `${ACCOUNT_LISTS_PATH}?publicUserId=${account.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return accountListsResponseSchema.parse(response.json()).responseData.data;
  };
  const change = (token: string, body: object) =>
    app.inject({
      method: 'POST',
      url: `${ACCOUNT_LISTS_PATH}/changes`,
      headers: bearer(token),
      payload: body,
    });
  const merge = (token: string, body: object) =>
    app.inject({ method: 'POST', url: `${ACCOUNT_LISTS_PATH}/merge`, headers: bearer(token), payload: body });
  const linesOf = (lists: { cart: Array<{ id: number; orderType: string; qty: number }> }) =>
    lists.cart.map(({ id, orderType, qty }) => ({ id, orderType, qty }));

  it('keeps the changes of one device for the next: add sums, set replaces, remove deletes, in the order added', async () => {
    const { account, token } = await signedIn();
    const towel = await insertProduct(db, { name: 'Handdoek wit', priceCents: 899, stock: 50 });
    const robe = await insertProduct(db, { name: 'Badjas grijs', priceCents: 4999, stock: 5 });
    const answer = await change(token, {
      publicUserId: account.id,
      cart: [
        { op: 'add', productId: towel, orderType: 'normal', qty: 2 },
        { op: 'add', productId: robe, orderType: 'reservation', qty: 1 },
        { op: 'add', productId: towel, orderType: 'normal', qty: 3 },
        { op: 'add', productId: towel, orderType: 'reservation', qty: 1 },
        { op: 'set', productId: robe, orderType: 'reservation', qty: 4 },
        { op: 'remove', productId: towel, orderType: 'reservation' },
      ],
      wishlist: [
        { op: 'add', productId: robe },
        { op: 'add', productId: towel },
        { op: 'remove', productId: robe },
      ],
    });
    expect(answer.statusCode).toBe(200);
    const lists = await read(account, token);
    expect(linesOf(lists)).toEqual([
      { id: towel, orderType: 'normal', qty: 5 },
      { id: robe, orderType: 'reservation', qty: 4 },
    ]);
    expect(lists.cart[0]).toMatchObject({ name: 'Handdoek wit', price: 8.99, number: 50 });
    expect(lists.cart[0]?.prodImageList).toEqual(expect.any(Array));
    expect(lists.wishlist.map((item) => item.id)).toEqual([towel]);
    expect(accountListsResponseSchema.parse(answer.json()).responseData.data).toEqual(lists);
  });

  it('never stores more than the stock, and skips products that cannot be bought', async () => {
    const { account, token } = await signedIn();
    const few = await insertProduct(db, { stock: 3 });
    const unpriced = await insertProduct(db, { priceCents: null });
    const answer = await change(token, {
      publicUserId: account.id,
      cart: [
        { op: 'add', productId: few, orderType: 'normal', qty: 2 },
        { op: 'add', productId: few, orderType: 'normal', qty: 2 },
        { op: 'add', productId: unpriced, orderType: 'normal', qty: 1 },
        { op: 'set', productId: few, orderType: 'reservation', qty: 9 },
      ],
      wishlist: [],
    });
    expect(answer.statusCode).toBe(200);
    expect(linesOf(await read(account, token))).toEqual([
      { id: few, orderType: 'normal', qty: 3 },
      { id: few, orderType: 'reservation', qty: 3 },
    ]);
  });

  it('loses no line when two devices change the cart at once', async () => {
    const { account, token } = await signedIn();
    const products = await Promise.all(Array.from({ length: 6 }, () => insertProduct(db, { stock: 100 })));
    // Each device adds its own lines and one piece of a shared line, all at the same moment.
    const shared = products[0]!;
    const devices = [products.slice(1, 3), products.slice(3, 6)].map((own) =>
      change(token, {
        publicUserId: account.id,
        cart: [
          ...own.map((productId) => ({ op: 'add', productId, orderType: 'normal', qty: 1 })),
          { op: 'add', productId: shared, orderType: 'normal', qty: 1 },
        ],
        wishlist: own.map((productId) => ({ op: 'add', productId })),
      }),
    );
    for (const answer of await Promise.all(devices)) expect(answer.statusCode).toBe(200);
    const lists = await read(account, token);
    expect(new Set(lists.cart.map((line) => line.id))).toEqual(new Set(products));
    expect(lists.cart.find((line) => line.id === shared)?.qty).toBe(2);
    expect(new Set(lists.wishlist.map((item) => item.id))).toEqual(new Set(products.slice(1)));
  });

  it('merges the browser lists at sign-in by the add rule, capped at stock, and once per merge id', async () => {
    const { account, token } = await signedIn();
    const sheet = await insertProduct(db, { name: 'Laken', stock: 4 });
    const apron = await insertProduct(db, { name: 'Schort', stock: 20 });
    const sock = await insertProduct(db, { name: 'Sokken', stock: 20 });
    await change(token, {
      publicUserId: account.id,
      cart: [{ op: 'add', productId: sheet, orderType: 'normal', qty: 3 }],
      wishlist: [{ op: 'add', productId: apron }],
    });
    const body = {
      publicUserId: account.id,
      mergeId: 'merge-0001-visitor',
      cart: [
        { productId: sheet, orderType: 'normal', qty: 2 },
        { productId: apron, orderType: 'reservation', qty: 1 },
      ],
      wishlist: [apron, sock],
    };
    const first = await merge(token, body);
    expect(first.statusCode).toBe(200);
    const merged = mergeAccountListsResponseSchema.parse(first.json()).responseData.data;
    expect(linesOf(merged)).toEqual([
      { id: sheet, orderType: 'normal', qty: 4 },
      { id: apron, orderType: 'reservation', qty: 1 },
    ]);
    expect(merged.reducedProductIds).toEqual([sheet]);
    expect(merged.wishlist.map((item) => item.id)).toEqual([apron, sock]);

    // The answer was lost and the browser sends the same merge again: nothing is added twice.
    const again = mergeAccountListsResponseSchema.parse((await merge(token, body)).json()).responseData.data;
    expect(linesOf(again)).toEqual(linesOf(merged));
    expect(again.reducedProductIds).toEqual([]);
  });

  it('lets only the owner read or change the lists: 401 without a valid token, 403 for another account', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const product = await insertProduct(db);
    await change(owner.token, {
      publicUserId: owner.account.id,
      cart: [{ op: 'add', productId: product, orderType: 'normal', qty: 1 }],
      wishlist: [],
    });
    const attempts = [
      { headers: {}, status: 401 },
      { headers: { authorization: 'Bearer not-a-token' }, status: 401 },
      { headers: bearer(other.token), status: 403 },
    ];
    for (const { headers, status } of attempts) {
      const readIt = await app.inject({
        method: 'GET',
        url: `${ACCOUNT_LISTS_PATH}?publicUserId=${owner.account.id}`,
        headers,
      });
      const changeIt = await app.inject({
        method: 'POST',
        url: `${ACCOUNT_LISTS_PATH}/changes`,
        headers,
        payload: {
          publicUserId: owner.account.id,
          cart: [{ op: 'remove', productId: product, orderType: 'normal' }],
          wishlist: [],
        },
      });
      const mergeIt = await app.inject({
        method: 'POST',
        url: `${ACCOUNT_LISTS_PATH}/merge`,
        headers,
        payload: { publicUserId: owner.account.id, mergeId: 'forged-merge-1', cart: [], wishlist: [] },
      });
      for (const response of [readIt, changeIt, mergeIt]) {
        expect(response.statusCode).toBe(status);
        expect(response.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      }
      if (status === 403) expect(readIt.json()).toMatchObject({ data: ACCOUNT_LIST_PROBLEMS.forbidden });
    }
    expect(linesOf(await read(owner.account, owner.token))).toEqual([
      { id: product, orderType: 'normal', qty: 1 },
    ]);
  });

  it('refuses bad input with the error envelope and changes nothing', async () => {
    const { account, token } = await signedIn();
    const product = await insertProduct(db);
    await change(token, {
      publicUserId: account.id,
      cart: [{ op: 'add', productId: product, orderType: 'normal', qty: 2 }],
      wishlist: [{ op: 'add', productId: product }],
    });
    const before = await read(account, token);
    const valid: CartChange = { op: 'set', productId: product, orderType: 'normal', qty: 1 };
    const badChange = fc.oneof(
      fc.record({
        op: fc.constantFrom('add', 'set', 'drop', ''),
        productId: fc.constant(product),
        orderType: fc.constant('normal'),
        qty: fc.oneof(fc.constant(0), fc.constant(-1), fc.constant(1.5), fc.constant(1e9), fc.string()),
      }),
      fc.record({
        op: fc.constant('set'),
        productId: fc.oneof(fc.constant(0), fc.constant(-3), fc.string(), fc.constant(null)),
        orderType: fc.constant('normal'),
        qty: fc.constant(1),
      }),
      fc.record({
        op: fc.constant('set'),
        productId: fc.constant(product),
        orderType: fc.string(),
        qty: fc.constant(1),
      }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(badChange, async (bad) => {
        // A valid change next to a bad one: the whole request is refused, so the valid one is not applied.
        const response = await change(token, { publicUserId: account.id, cart: [valid, bad], wishlist: [] });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          message: expect.any(String),
          data: expect.any(String),
          code: expect.any(String),
        });
      }),
      { numRuns: 40 },
    );
    const tooMany = Array.from({ length: ACCOUNT_LIST_MAX_ITEMS + 1 }, () => valid);
    const refusals = [
      await change(token, { publicUserId: account.id, cart: tooMany, wishlist: [] }),
      await change(token, { publicUserId: account.id, cart: [valid] }),
      await change(token, { publicUserId: 'me', cart: [valid], wishlist: [] }),
      await merge(token, { publicUserId: account.id, mergeId: 'x', cart: [], wishlist: [] }),
      await merge(token, {
        publicUserId: account.id,
        mergeId: 'merge-ok-123',
        cart: [{ productId: product, orderType: 'normal', qty: 0 }],
        wishlist: [],
      }),
      await merge(token, { publicUserId: account.id, mergeId: 'merge-ok-124', cart: [], wishlist: ['x'] }),
      await app.inject({
        method: 'GET',
        url: `${ACCOUNT_LISTS_PATH}?publicUserId=abc`,
        headers: bearer(token),
      }),
    ];
    for (const response of refusals) expect(response.statusCode).toBe(400);
    expect(await read(account, token)).toEqual(before);
  });

  it('holds no more lines than an order may, but still changes the lines it holds', async () => {
    const { account, token } = await signedIn();
    const products = await Promise.all(
      Array.from({ length: ACCOUNT_LIST_MAX_ITEMS + 1 }, () => insertProduct(db, { stock: 10 })),
    );
    const adds = (ids: number[]) =>
      ids.map((productId) => ({ op: 'add', productId, orderType: 'normal', qty: 1 }));
    await change(token, {
      publicUserId: account.id,
      cart: adds(products.slice(0, ACCOUNT_LIST_MAX_ITEMS)),
      wishlist: [],
    });
    await change(token, {
      publicUserId: account.id,
      cart: adds([products[ACCOUNT_LIST_MAX_ITEMS]!, products[0]!]),
      wishlist: [],
    });
    const lists = await read(account, token);
    expect(lists.cart).toHaveLength(ACCOUNT_LIST_MAX_ITEMS);
    expect(lists.cart[0]?.qty).toBe(2);
  });
});
