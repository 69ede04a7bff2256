import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { emptyAccountLists, holdAccount } from './account-lists';

/** Demo accounts of a fresh database (backend/README.md). */
export const BUSINESS_ACCOUNT = { email: 'zakelijk@riode.example', password: 'Zakelijk@1234' } as const;
export const CONSUMER_ACCOUNT = { email: 'demo@riode.example', password: 'Demo@1234' } as const;

export interface ApiProduct {
  id: number;
  name: string;
  price: number | null;
  number: number | null;
  productB2BDiscountFlag: boolean;
  prodImageList: Array<{ imageURL: string; imageViewType: string }>;
}

export interface SignedIn {
  accessToken: string;
  userInfo: { id: number; email: string; accountType: number };
}

const ORDERS = '/orders/api/v1/orders';
const PRODUCTS = '/products/api/v1/public-products';

/** Solves the shop's ALTCHA proof of work as the widget does (base64 of challenge + solution). */
async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get('/orders/api/v1/auth/captcha-challenge')).json()) as {
    data: { provider: string; challenge?: Challenge };
  };
  if (!body.data.challenge) throw new Error(`this helper solves ALTCHA only, not ${body.data.provider}`);
  const solution = await solveChallenge({ challenge: body.data.challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge: body.data.challenge, solution })).toString('base64');
}

/**
 * Signs a browser context in over HTTP (Auth.js credentials callback: CSRF token + solved captcha).
 * context.request shares the context's cookies, so its pages are signed in from their next load.
 * The journey holds the account while the context is open, and starts with the account's cart and
 * wishlist on the server empty (support/account-lists.ts); `keepLists` keeps them (a second device).
 */
export async function signInContext(
  context: BrowserContext,
  account: { email: string; password: string },
  options: { keepLists?: boolean } = {},
): Promise<SignedIn> {
  const { request } = context;
  await holdAccount(context, account.email);
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await request.post('/api/auth/callback/credentials', {
    form: {
      csrfToken,
      callbackUrl: '/',
      json: 'true',
      ...account,
      captchaToken: await solveCaptcha(request),
    },
    maxRedirects: 0,
  });
  const session = (await (await request.get('/api/auth/session')).json()) as SignedIn | null;
  if (!session?.accessToken) throw new Error(`sign-in of ${account.email} failed`);
  if (!options.keepLists) await emptyAccountLists(request, session);
  return session;
}

export async function homeProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const answer = await request.get(`${PRODUCTS}/get-default-approved-products`);
  return ((await answer.json()) as { responseData: { data: ApiProduct[] } }).responseData.data;
}

export async function listProducts(request: APIRequestContext, query: string): Promise<ApiProduct[]> {
  const answer = await request.get(`${PRODUCTS}/get-products-by-category-id?${query}`);
  return ((await answer.json()) as { responseData: { data: ApiProduct[] } }).responseData.data;
}

/** The stock now (validate-product-stock answers it whatever is asked). */
export async function stockOf(request: APIRequestContext, productId: number): Promise<number> {
  const answer = await request.post(`${PRODUCTS}/validate-product-stock?productId=${productId}&stock=1`);
  return ((await answer.json()) as { responseData: { data: { number: number } } }).responseData.data.number;
}

const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** A collected order placed straight through the API (to make stock run out meanwhile). */
export async function placeOrderViaApi(
  request: APIRequestContext,
  productId: number,
  qty: number,
): Promise<number> {
  const answer = await request.post(`${ORDERS}/place-order`, {
    data: {
      email: `e2e.cart.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
      firstName: 'Eva',
      lastName: 'Test',
      delivery: 'collection',
      lines: [{ productId, qty, orderType: 'normal' }],
    },
  });
  return answer.status();
}

export async function customerOrderNumbers(request: APIRequestContext, session: SignedIn): Promise<string[]> {
  const answer = await request.get(`${ORDERS}/get-customer-order?publicUserId=${session.userInfo.id}`, {
    headers: bearer(session.accessToken),
  });
  const orders = ((await answer.json()) as { responseData: { data: Array<{ orderNumber: string }> } })
    .responseData.data;
  return orders.map((order) => order.orderNumber);
}

/** The unit price the server gives this account (B2B re-price), or a guest without a token, in euros. */
export async function serverUnitPrice(
  request: APIRequestContext,
  productId: number,
  token?: string,
): Promise<number> {
  const answer = await request.post(`${ORDERS}/get-order-shipping-detail`, {
    data: [{ productId, qty: 1, isReserve: false, isProductOnSale: false }],
    headers: bearer(token),
  });
  const body = (await answer.json()) as {
    responseData: { data: { productOrderCalculation: Array<{ subTotal: number }> } };
  };
  return body.responseData.data.productOrderCalculation[0]!.subTotal;
}

/** Euros as the Dutch shop shows them (`€ 12,50`), the same Intl format the cart uses. */
export const euro = (amount: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(
    amount,
  );

/** A cart line as the shop stores it (spec's shape), for a product as the API lists it. */
export function cartLine(product: ApiProduct, qty: number) {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    qty,
    orderType: 'normal',
    prodImageList: product.prodImageList,
    productB2BDiscountFlag: product.productB2BDiscountFlag,
    number: product.number,
  };
}

/**
 * Puts a cart into the page's storage in the spec's shape, as a returning visitor would have it:
 * a visitor's, so a signed-in page merges it into the account's (it drops the mark that the stored
 * lists are an account's copy, mfe-cart/src/store/account-sync/lists-account-marker.ts).
 */
export async function seedCart(page: Page, product: ApiProduct, qty: number): Promise<void> {
  const line = cartLine(product, qty);
  await page.evaluate(
    (value) => {
      localStorage.setItem('riode-cart', value);
      localStorage.removeItem('riode-lists-account');
    },
    JSON.stringify({ data: JSON.stringify([line]) }),
  );
}
