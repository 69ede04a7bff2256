import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from 'shared-contracts';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company?: string;
}

let counter = 0;
/** A fresh address per call and run, so journeys never meet each other's accounts. */
export function newAccount(patch: Partial<NewAccount> = {}): NewAccount {
  counter += 1;
  return {
    email: `acc-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`,
    password: 'Linnen@2024',
    firstName: 'Eva',
    lastName: `Jansen${counter}`,
    ...patch,
  };
}

/** English, so the spec's own wording shows (the shell keeps the language under riode-language). */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, 'en_US'), STORAGE_KEYS.language);
}

/** How long the proof of work may take: it is CPU work, and CI's two cores are shared. */
const PROOF_OF_WORK_WAIT_MS = 30_000;

/**
 * The captcha widget inside `scope` once it is ready. It stays inert (and aria-busy) until it is
 * configured with its challenge address; ticking it before that used to end in "Failed to fetch
 * challenge", which is what made the journeys flaky, not slow solving.
 */
export function readyCaptcha(scope: Locator): Locator {
  return scope.locator('[aria-busy="false"] > altcha-widget').first();
}

/** Ticks the ready widget's checkbox and waits for its proof of work. */
export async function solveCaptcha(form: Locator): Promise<void> {
  const widget = readyCaptcha(form);
  await widget.locator('label').first().click();
  await expect(widget.locator('[data-state="verified"]').first()).toBeAttached({
    timeout: PROOF_OF_WORK_WAIT_MS,
  });
}

/** The account remote's own root on the page (login page, modal or account page). */
export function accountPanel(page: Page): Locator {
  return page.locator('main [data-boundary="account"]').first();
}

export async function registerThroughUi(page: Page, account: NewAccount): Promise<void> {
  const panel = accountPanel(page);
  await panel.getByRole('tab', { name: 'Register' }).click();
  if (account.company) {
    await panel.getByLabel('Business').check();
    await panel.getByLabel('Company name').fill(account.company);
  }
  await panel.getByLabel('First name').fill(account.firstName);
  await panel.getByLabel('Last name').fill(account.lastName);
  await panel.getByLabel('Email address').fill(account.email);
  await panel.getByLabel('Password', { exact: true }).fill(account.password);
  await panel.getByLabel('Confirm password').fill(account.password);
  await panel.getByLabel('I agree to the privacy policy').check();
  await panel.getByLabel('Send me the newsletter').check();
  await solveCaptcha(panel);
  await panel.getByRole('button', { name: 'Register' }).click();
}

export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  const panel = accountPanel(page);
  await panel.getByLabel('Email address').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await solveCaptcha(panel);
  await panel.getByRole('button', { name: 'Sign in' }).click();
}

/** A toast of the shell's container (react-toastify). */
export function toast(page: Page, text: string): Locator {
  return page.locator('.Toastify').getByText(text).first();
}

/**
 * Places an order through the API for a product with stock: the signed-in user's (Bearer), or
 * without a token a guest's.
 */
export async function placeOrderByApi(
  request: APIRequestContext,
  baseUrl: string,
  token: string | undefined,
  email: string,
) {
  const listing = await request.get(
    `${baseUrl}/products/api/v1/public-products/get-default-approved-products`,
  );
  const products = (
    (await listing.json()) as {
      responseData: { data: Array<{ id: number; number: number | null; price: number | null }> };
    }
  ).responseData.data;
  const product = products.find((p) => (p.number ?? 0) >= 5 && p.price);
  if (!product) throw new Error('no product with stock');
  const response = await request.post(`${baseUrl}/orders/api/v1/orders/place-order`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: {
      email,
      firstName: 'Eva',
      lastName: 'Jansen',
      delivery: 'collection',
      lines: [{ productId: product.id, qty: 1, orderType: 'normal' }],
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { responseData: { data: { orderNumber: string } } }).responseData.data
    .orderNumber;
}
