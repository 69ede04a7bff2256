import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
  answerKey,
  CARD_IMAGE,
  HERO_IMAGE,
  heroPicture,
  imageSrc,
  imageSrcSet,
  INITIAL_ANSWERS_ELEMENT_ID,
  PRODUCT_MAIN_IMAGE,
  PRODUCT_PAGE_SIZE,
  type InitialAnswersDocument,
  type PictureLayout,
  type Product,
} from 'shared-contracts';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { buildCatalogTestApp } from '../test-support/catalog-app';
import { writeBuildFolder } from '../test-support/release-folders';
import { firstAnswersJson, firstCallsForPage, SESSION_CALL } from './first-answers';

const PUBLIC = '/products/api/v1/public-products';
const CATEGORIES = '/products/api/v1/categories/get-public-all-categories';

/** The inlined answers of a page as a browser gets it, or undefined when it has none. */
async function inlined(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<InitialAnswersDocument | undefined> {
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  expect(response.statusCode).toBe(200);
  const match = new RegExp(
    `<script type="application/json" id="${INITIAL_ANSWERS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(response.body);
  return match?.[1] === undefined ? undefined : (JSON.parse(match[1]) as InitialAnswersDocument);
}

describe("the answers to a page's first calls, in the page", () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
    app = await buildCatalogTestApp(db, {
      BUILD_DIR: writeBuildFolder([{ remote: 'catalog', version: '1.0.0-aaa' }]),
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('are the very answers the API gives to those calls, for the home, a product and listings', async () => {
    for (const url of [
      '/',
      '/product/default/3',
      '/product/d/p/?t=x&slug=4',
      '/shop',
      '/cat/beddengoed-4?page=2',
      '/cat/sale/?isSale=true',
    ]) {
      const { pathname, search } = new URL(url, 'http://shop');
      const calls = firstCallsForPage(pathname, search);
      // Asked first, so the page's wait for its answers (a time limit) is never what is tested.
      const direct = new Map<string, unknown>();
      // A visitor without cookies: the session read is answered too, as Auth.js answers it.
      direct.set(SESSION_CALL, (await app.inject({ method: 'GET', url: SESSION_CALL })).json());
      for (const call of calls)
        direct.set(answerKey(call), (await app.inject({ method: 'GET', url: call })).json());
      const document = await inlined(app, url);
      expect(document?.page).toBe(url);
      expect(Object.keys(document!.answers).sort()).toEqual([...direct.keys()].sort());
      for (const [key, answer] of direct) expect([key, document!.answers[key]]).toEqual([key, answer]);
    }
  });

  it('asks what the catalog pages ask as they open, and nothing for a filtered listing or another page', () => {
    const calls = (url: string) => {
      const { pathname, search } = new URL(url, 'http://shop');
      return firstCallsForPage(pathname, search).filter((call) => call !== CATEGORIES);
    };
    expect(calls('/')).toEqual([
      `${PUBLIC}/get-default-approved-products`,
      `${PUBLIC}/get-products-by-category-id?isSale=true&draw=1&start=0&length=10&sort=newest`,
    ]);
    expect(calls('/product/default/12')).toEqual([`${PUBLIC}/get-product-by-id?productId=12`]);
    // As the router reads it (the page shows product 12 there too).
    expect(calls('/product/default/%31%32/')).toEqual([`${PUBLIC}/get-product-by-id?productId=12`]);
    expect(calls('/product/d/p/?t=laken&slug=12')).toEqual([`${PUBLIC}/get-product-by-id?productId=12`]);
    expect(calls('/cat/beddengoed-4?page=3')).toEqual([
      `${PUBLIC}/get-products-by-category-id?categoryId=4&draw=3&length=25&start=50`,
      `${PUBLIC}/get-product-filters?categoryId=4`,
    ]);
    expect(calls('/categories/categorypage/?categoryId=2')[0]).toContain('categoryId=2&draw=1');
    expect(calls('/cat/sale/?isSale=true')[0]).toContain('categoryId=0&draw=1&length=25&start=0&isSale=true');
    for (const other of [
      '/shop?color=Wit',
      '/shop?search=laken',
      '/shop?page=0',
      '/shop?categoryId=x',
      '/product/d/p/?slug=abc',
      '/product/default/0',
      '/pages/cart',
      '/pages/account?tabId=3',
      '/cat/no-number',
    ]) {
      expect([other, calls(other)]).toEqual([other, []]);
    }
    // The header lists the categories on every page.
    expect(firstCallsForPage('/pages/cart', '')).toEqual([CATEGORIES]);
  });

  /** The picture preload a page's HTML carries (at most one), as its attributes. */
  async function picturePreloads(url: string): Promise<string[]> {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    return [...response.body.matchAll(/<link rel="preload" as="image" ([^>]*)>/g)].map((m) => m[1]!);
  }
  const preloadOf = (imageURL: string, layout: PictureLayout) =>
    `href="${imageSrc(imageURL)}" imagesrcset="${imageSrcSet(imageURL, layout.largest)}" imagesizes="${layout.sizes}" fetchpriority="high"`;
  const data = async <T>(url: string) =>
    ((await app.inject({ method: 'GET', url })).json() as { responseData: T }).responseData;

  it("preload each page's largest picture with the srcset and sizes the catalog draws it with", async () => {
    // The product page: its large picture.
    const product = await data<{ data: Product }>(`${PUBLIC}/get-product-by-id?productId=3`);
    expect(await picturePreloads('/product/default/3')).toEqual([
      preloadOf(product.data.prodImageList[0]!.imageURL, PRODUCT_MAIN_IMAGE),
    ]);
    // The home page: the hero's first slide, the first product's lifestyle picture.
    const home = await data<{ data: Product[] }>(`${PUBLIC}/get-default-approved-products`);
    const hero = heroPicture(home.data[0]);
    expect(hero?.imageViewType).toBe('lifestyle');
    expect(await picturePreloads('/')).toEqual([preloadOf(hero!.imageURL, HERO_IMAGE)]);
    // A listing: its first card.
    const [listed] = (
      await data<{ data: Product[] }>(
        `${PUBLIC}/get-products-by-category-id?categoryId=0&draw=1&length=${PRODUCT_PAGE_SIZE}&start=0`,
      )
    ).data;
    expect(await picturePreloads('/shop')).toEqual([
      preloadOf(listed!.prodImageList[0]!.imageURL, CARD_IMAGE),
    ]);
    // No answer (an unknown product, a filtered listing, a page that is no catalogue page): no preload.
    for (const url of ['/product/default/987654321', '/shop?color=Wit', '/pages/cart']) {
      expect([url, await picturePreloads(url)]).toEqual([url, []]);
    }
  });

  it('tell a visitor without a session cookie there is no session; one with a cookie, stale or not, asks', async () => {
    expect((await app.inject({ method: 'GET', url: SESSION_CALL })).json()).toBeNull();
    for (const cookie of [
      undefined,
      'riode-visitor=abc',
      'authjs.csrf-token=x%7Cy; authjs.callback-url=%2F',
    ]) {
      const document = await inlined(app, '/pages/privacy', cookie ? { cookie } : {});
      expect([cookie, document?.answers[SESSION_CALL]]).toEqual([cookie, null]);
    }
    for (const cookie of [
      'authjs.session-token=stale',
      'riode-visitor=abc; __Secure-authjs.session-token.0=part',
      'authjs.csrf-token=x; next-auth.session-token=old',
    ]) {
      const document = await inlined(app, '/pages/privacy', { cookie });
      expect([cookie, Object.keys(document!.answers)]).toEqual([cookie, [CATEGORIES]]);
    }
  });

  it('leave out a call that fails, and inline nothing that could close the element', async () => {
    const document = await inlined(app, '/product/default/987654321');
    expect(Object.keys(document!.answers)).toEqual([SESSION_CALL, CATEGORIES]);

    await db.query(`UPDATE categories SET name = $1 WHERE id = (SELECT min(id) FROM categories)`, [
      'Bad</script><script>alert(1)</script>',
    ]);
    // The answer cache hears of the change (LISTEN/NOTIFY) a moment after the commit.
    let page = await inlined(app, '/pages/cart');
    for (let tries = 0; tries < 100 && !JSON.stringify(page).includes('alert(1)'); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      page = await inlined(app, '/pages/cart');
    }
    expect(JSON.stringify(page)).toContain('Bad</script><script>alert(1)</script>');
    const response = await app.inject({
      method: 'GET',
      url: '/pages/cart',
      headers: { accept: 'text/html' },
    });
    expect(response.body).toContain('Bad\\u003c/script>');
    expect(response.body).not.toContain('</script><script>alert(1)');
  });
});

describe('the first answers as written into the page', () => {
  it('are one JSON document of each answer as sent, whatever the address and keys hold', () => {
    const page = '/shop?search="laken\\\u2028&x=</script>';
    const answers = new Map([
      [
        `${PUBLIC}/get-product-by-id?productId=3`,
        '{"responseData":{"data":{"id":3,"name":"Laken \\"wit\\""}}}',
      ],
      [`${PUBLIC}/odd?q="\\`, '[]'],
    ]);
    expect(JSON.parse(firstAnswersJson({ page, answers }))).toEqual({
      page,
      answers: {
        [`${PUBLIC}/get-product-by-id?productId=3`]: {
          responseData: { data: { id: 3, name: 'Laken "wit"' } },
        },
        [`${PUBLIC}/odd?q="\\`]: [],
      },
    });
    expect(JSON.parse(firstAnswersJson({ page: '/', answers: new Map() }))).toEqual({
      page: '/',
      answers: {},
    });
  });
});
