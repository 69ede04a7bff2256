import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from 'shared-contracts';
import { toast, useEnglish } from '../support/account-actions';
import { accountListsOf } from '../support/account-lists';
import {
  cartLine,
  CONSUMER_ACCOUNT,
  homeProducts,
  listProducts,
  signInContext,
  stockOf,
  type ApiProduct,
  type SignedIn,
} from '../support/cart-api';

/**
 * A signed-in shopper's cart and wishlist follow the account (mfe-cart/src/store/account-sync/):
 * two browser contexts are two devices of one shopper.
 */

async function device(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await useEnglish(page);
  return page;
}

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

const cartCount = (page: Page) => page.locator('header').getByTestId('cart-count');
const cartLineOf = (page: Page, product: { id: number }) =>
  page.locator(`main .cart-line[data-product-id="${product.id}"]`);

/** The account's cart on the server as (product, quantity) pairs. */
async function serverCart(page: Page, session: SignedIn) {
  return (await accountListsOf(page.request, session)).cart.map((line) => ({ id: line.id, qty: line.qty }));
}

/** Adds one piece from the home page, and waits until the account's copy has it. */
async function addFromHome(page: Page, product: ApiProduct, session: SignedIn): Promise<void> {
  await openHydrated(page, '/');
  await page
    .locator(`main [data-product-id="${product.id}"]`)
    .first()
    .getByRole('button', { name: `${product.name} Add to cart` })
    .click();
  await expect(cartCount(page)).toHaveText('1');
  await expect.poll(() => serverCart(page, session)).toEqual([{ id: product.id, qty: 1 }]);
}

async function stockedHomeProduct(page: Page): Promise<ApiProduct> {
  const product = (await homeProducts(page.request)).find((p) => p.price !== null && (p.number ?? 0) >= 10);
  expect(product, 'a home product with price and stock').toBeDefined();
  return product!;
}

test('a line added on one device shows on the other at sign-in, and a removal there shows here after a reload', async ({
  browser,
}) => {
  const office = await browser.newContext();
  const phone = await browser.newContext();
  const first = await device(office);
  const session = await signInContext(office, CONSUMER_ACCOUNT);
  const product = await stockedHomeProduct(first);

  await addFromHome(first, product, session);

  // The phone signs in with an empty cart of its own and finds the office's line.
  const second = await device(phone);
  await signInContext(phone, CONSUMER_ACCOUNT, { keepLists: true });
  await openHydrated(second, '/pages/cart');
  await expect(cartLineOf(second, product)).toBeVisible();
  await expect(cartCount(second)).toHaveText('1');

  await cartLineOf(second, product)
    .getByRole('button', { name: `Remove ${product.name}` })
    .click();
  await expect(cartCount(second)).toHaveText('0');
  await expect.poll(() => serverCart(second, session)).toEqual([]);

  await first.reload();
  await expect(first.locator('html[data-hydrated]')).toBeAttached();
  await expect(cartCount(first)).toHaveText('0');
  await office.close();
  await phone.close();
});

test("a visitor's cart and wishlist merge into the account's at sign-in: quantities sum up to the stock, with the warning", async ({
  browser,
}) => {
  const office = await browser.newContext();
  const page = await device(office);
  const session = await signInContext(office, CONSUMER_ACCOUNT);
  const home = await homeProducts(page.request);
  // Not one the checkout's journey sells out meanwhile (1 to 5 in stock, cart-checkout.spec.ts):
  // the cart shows the stock the server has now.
  const few = (await listProducts(page.request, 'length=100&sort=price-desc')).find(
    (p) => p.price !== null && p.number !== null && p.number >= 6 && p.number <= 20,
  );
  expect(few, 'a product with a small stock').toBeDefined();
  const stock = await stockOf(page.request, few!.id);
  const [saved, hearted] = home.filter((p) => p.id !== few!.id);

  // What the account already holds, from another device: all but one of the stock, and a heart.
  const answer = await page.request.post('/orders/api/v1/orders/account-lists/changes', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: {
      publicUserId: session.userInfo.id,
      cart: [{ op: 'add', productId: few!.id, orderType: 'normal', qty: stock - 1 }],
      wishlist: [{ op: 'add', productId: saved!.id }],
    },
  });
  expect(answer.ok()).toBe(true);

  // This browser was a visitor's, with two of the product and another heart.
  const phone = await browser.newContext();
  const visitor = await device(phone);
  await openHydrated(visitor, '/');
  await visitor.evaluate(
    ([cartKey, wishlistKey, cart, wishlist]) => {
      localStorage.setItem(cartKey!, cart!);
      localStorage.setItem(wishlistKey!, wishlist!);
    },
    [
      STORAGE_KEYS.cart,
      STORAGE_KEYS.wishlist,
      JSON.stringify({ data: JSON.stringify([cartLine({ ...few!, number: stock }, 2)]) }),
      JSON.stringify([
        {
          id: hearted!.id,
          name: hearted!.name,
          price: hearted!.price,
          prodImageList: hearted!.prodImageList,
        },
      ]),
    ],
  );
  await signInContext(phone, CONSUMER_ACCOUNT, { keepLists: true });
  await openHydrated(visitor, '/pages/cart');

  await expect(toast(visitor, "Product can't be added into the card due to out of stock")).toBeVisible();
  await expect(cartLineOf(visitor, few!).getByLabel(`Quantity of ${few!.name}`).locator('input')).toHaveValue(
    String(stock),
  );
  await expect(cartCount(visitor)).toHaveText(String(stock));
  expect(await serverCart(visitor, session)).toEqual([{ id: few!.id, qty: stock }]);
  const wishlist = (await accountListsOf(visitor.request, session)).wishlist.map((item) => item.id);
  expect(new Set(wishlist)).toEqual(new Set([saved!.id, hearted!.id]));
  await openHydrated(visitor, '/pages/wishlist');
  await expect(visitor.locator('main').getByText(saved!.name).first()).toBeVisible();
  await expect(visitor.locator('main').getByText(hearted!.name).first()).toBeVisible();
  await office.close();
  await phone.close();
});

test("logging out empties this browser's cart and wishlist; signing in again brings them back", async ({
  context,
  page,
}) => {
  await useEnglish(page);
  const session = await signInContext(context, CONSUMER_ACCOUNT);
  const product = await stockedHomeProduct(page);
  await addFromHome(page, product, session);

  const menu = page.locator('header [data-boundary="account"]');
  await menu.getByRole('button', { name: /, account menu$/ }).click();
  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(toast(page, 'Log out Successfully')).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cart)).toBe(
    JSON.stringify({ data: '[]' }),
  );
  // The account keeps its lines for the next sign-in.
  expect(await serverCart(page, session)).toEqual([{ id: product.id, qty: 1 }]);

  await signInContext(context, CONSUMER_ACCOUNT, { keepLists: true });
  await openHydrated(page, '/pages/cart');
  await expect(cartLineOf(page, product)).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');
});
