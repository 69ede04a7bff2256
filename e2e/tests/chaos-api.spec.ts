import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { solveCaptcha } from '../support/account-actions';
import { BUSINESS_ACCOUNT, CONSUMER_ACCOUNT, signInContext } from '../support/cart-api';
import {
  chooseLanguage,
  easyCaptcha,
  expectCartIntactAfterReload,
  expectCartStored,
  failCall,
  message,
  PAST_CLIENT_TIME_LIMIT_MS,
  seedCart,
  type CallFailure,
  type CallMatcher,
  type Locale,
  type SeededCart,
  type Team,
} from '../support/chaos';

/**
 * Chaos in the browser: each backend call the pages make answers 500 or not at
 * all. The page stays usable, says what failed in the visitor's language (Dutch, then another),
 * and the cart a visitor filled earlier is whole afterwards.
 */

const PRODUCTS = '/products/api/v1/public-products';
const ORDERS = '/orders/api/v1/orders';
const AUTH = '/orders/api/v1/auth';

interface Scene {
  page: Page;
  request: APIRequestContext;
  cart: SeededCart;
}

interface ApiCase {
  name: string;
  call: CallMatcher;
  /** Signed in (through Auth.js, as the login form does) before the page opens. */
  signedIn?: typeof CONSUMER_ACCOUNT | typeof BUSINESS_ACCOUNT;
  /** Where the visitor is. */
  path: (scene: Scene) => string;
  /**
   * The call is the page's loader's: for a first load the server makes it (in-process), so the
   * visitor comes to the page from another one, in the browser, which then runs the loader itself.
   */
  byNavigation?: true;
  /** What the visitor does that makes the call (nothing: the page makes it as it opens). */
  act?: (page: Page, round: number) => Promise<void>;
  /** A message said once (a toast): the visitor does it again to read it in the other language. */
  again?: boolean;
  /** The form has a captcha that is not what fails here: it gets an easy challenge. */
  captcha?: boolean;
  /** The main content stays the shell's while the call is under way (no remote there yet). */
  shellMain?: boolean;
  /** Brings the message into view (opening a menu), without a new call. */
  reveal?: (page: Page) => Promise<void>;
  /** Where the page says what failed, and the words it uses. */
  says: (page: Page, locale: Locale, failure: CallFailure) => { where: Locator; team: Team; id: string };
  /** The rest of the page still works. */
  works: (scene: Scene) => Promise<void>;
}

const main = (page: Page) => page.locator('main');

/** A navigation the shell's router makes in the browser (as a link's), once the page has hydrated. */
async function navigateInBrowser(page: Page, to: string): Promise<void> {
  // Hydrated, not only started: React marks the root as hydration starts, but the router hears
  // popstate only once the page has committed (the shell then marks <html>, shell/src/app/app.tsx).
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.evaluate((address) => {
    history.pushState(null, '', address);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}
const catalogMain = (page: Page) => page.locator('main [data-boundary="catalog"]');
const toast = (page: Page) => page.locator('.Toastify');

async function headerSearch(page: Page, text: string) {
  const box = page.getByTestId('header-search').locator('input[type="search"]');
  await box.fill(text);
  return box;
}

async function fillIfEmpty(input: Locator, value: string) {
  if (!(await input.inputValue())) await input.fill(value);
}

const CASES: ApiCase[] = [
  {
    name: 'categories',
    call: { method: 'GET', path: '/products/api/v1/categories/get-public-all-categories' },
    path: () => '/',
    reveal: async (page) => {
      const toggle = page.locator('header .sh-mega-toggle');
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    },
    says: (page) => ({ where: page.getByTestId('mega-menu'), team: 'shell', id: 'header.categoriesFailed' }),
    works: async ({ page }) => {
      await expect(catalogMain(page).locator('[data-product-id]').first()).toBeVisible();
    },
  },
  {
    name: 'home products',
    byNavigation: true,
    call: { method: 'GET', path: `${PRODUCTS}/get-default-approved-products` },
    path: () => '/',
    says: (page) => ({
      where: catalogMain(page).locator('.cat-error[role="alert"]'),
      team: 'catalog',
      id: 'listing.error',
    }),
    works: async ({ page }) => {
      await expect(page.getByTestId('home-sale').locator('[data-product-id]').first()).toBeVisible();
    },
  },
  {
    name: 'product listing',
    byNavigation: true,
    call: { method: 'GET', path: `${PRODUCTS}/get-products-by-category-id` },
    path: () => '/shop',
    // The page's own data failed: its slot says so, and offers to try again.
    says: (page) => ({
      where: main(page).locator('[data-slot-fallback="catalog"]'),
      team: 'shell',
      id: 'slot.unavailable.catalog',
    }),
    works: async ({ page }) => {
      await expect(main(page).locator('[data-slot-fallback="catalog"] button')).toBeEnabled();
      await expect(page.locator('header').getByTestId('header-search')).toBeVisible();
    },
  },
  {
    name: 'filters',
    byNavigation: true,
    call: { method: 'GET', path: `${PRODUCTS}/get-product-filters` },
    path: () => '/shop',
    says: (page) => ({
      where: catalogMain(page).getByTestId('filters-failed'),
      team: 'catalog',
      id: 'filters.failed',
    }),
    works: async ({ page }) => {
      await expect(catalogMain(page).locator('[data-product-id]').first()).toBeVisible();
    },
  },
  {
    name: 'product by id',
    byNavigation: true,
    call: { method: 'GET', path: `${PRODUCTS}/get-product-by-id` },
    path: ({ cart }) => `/product/default/${cart.lines[0]!.id}`,
    says: (page) => ({
      where: main(page).locator('[data-slot-fallback="catalog"]'),
      team: 'shell',
      id: 'slot.unavailable.catalog',
    }),
    works: async ({ page }) => {
      await expect(main(page).locator('[data-slot-fallback="catalog"] button')).toBeEnabled();
      await expect(page.locator('header').getByTestId('header-search')).toBeVisible();
    },
  },
  {
    name: 'search suggestions',
    call: {
      method: 'GET',
      path: `${PRODUCTS}/get-products-by-category-id`,
      only: (url) => url.searchParams.has('searchByName') && url.searchParams.get('length') !== '25',
    },
    path: () => '/pages/cart',
    act: async (page, round) => {
      await headerSearch(page, round === 0 ? 'handdoek' : 'badjassen');
    },
    again: true,
    says: (page) => ({
      where: page.getByTestId('suggestions-failed'),
      team: 'catalog',
      id: 'search.suggestionsFailed',
    }),
    works: async ({ page }) => {
      // Searching itself still works: Enter leads to the listing.
      const box = await headerSearch(page, 'handdoek');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/shop\?search=handdoek/);
      await expect(catalogMain(page).locator('[data-product-id]').first()).toBeVisible();
    },
  },
  {
    name: 'stock check before an add',
    call: { method: 'POST', path: `${PRODUCTS}/validate-product-stock` },
    path: ({ cart }) => `/product/default/${cart.lines[0]!.id}`,
    act: async (page) => {
      await catalogMain(page).locator('.cat-product .cat-add').click();
    },
    again: true,
    // Spec §8: the availability check failing shows the out-of-stock warning.
    says: (page, locale) => ({
      where: toast(page).getByText(message('shell', locale, 'message.outOfStock')),
      team: 'shell',
      id: 'message.outOfStock',
    }),
    works: async ({ page, cart }) => {
      await expect(page.locator('header').getByTestId('cart-count')).toHaveText(String(cart.count));
      await expect(catalogMain(page).locator('.cat-product .cat-add')).toBeEnabled();
    },
  },
  {
    name: 'session',
    call: { method: 'GET', path: '/api/auth/session' },
    signedIn: CONSUMER_ACCOUNT,
    path: () => '/pages/account',
    shellMain: true,
    says: (page) => ({
      where: main(page).locator('[data-session-check="failed"]'),
      team: 'shell',
      id: 'session.checkFailed',
    }),
    works: async ({ page }) => {
      await expect(page.locator('header [data-boundary="account"]')).toBeVisible();
    },
  },
  {
    name: 'account profile',
    call: { method: 'GET', path: /^\/orders\/api\/v1\/auth\/\d+\/get-user$/ },
    signedIn: CONSUMER_ACCOUNT,
    path: () => '/pages/account?tabId=1',
    says: (page) => ({
      where: main(page).locator('[data-boundary="account"] [role="alert"]'),
      team: 'account',
      id: 'account.loadFailed',
    }),
    works: async ({ page }) => {
      await expect(
        main(page).locator('[data-boundary="account"] [role="tab"], [data-boundary="account"] nav a').first(),
      ).toBeVisible();
    },
  },
  {
    name: 're-price',
    call: { method: 'POST', path: `${ORDERS}/get-order-shipping-detail` },
    signedIn: BUSINESS_ACCOUNT,
    path: () => '/pages/cart',
    says: (page) => ({ where: page.getByTestId('reprice-failed'), team: 'cart', id: 'page.pricesFailed' }),
    works: async ({ page, cart }) => {
      await expect(main(page).locator('.cart-lines > li')).toHaveCount(cart.lines.length);
      await expect(main(page).locator('a[href="/pages/checkout"]')).toBeVisible();
    },
  },
  {
    name: 'placing the order',
    call: { method: 'POST', path: `${ORDERS}/place-order` },
    path: () => '/pages/checkout',
    act: async (page) => {
      const form = main(page).locator('[data-boundary="cart"] form');
      await form.locator('input[name="delivery"][value="collection"]').check();
      await form.locator('input[autocomplete="email"]').fill(`chaos.${Date.now()}@example.com`);
      await form.locator('input[autocomplete="given-name"]').fill('Chaos');
      await form.locator('input[autocomplete="family-name"]').fill('Test');
      await form.locator('button[type="submit"]').click();
    },
    says: (page, _locale, failure) => ({
      where: main(page).locator('[data-boundary="cart"] .cart-alert'),
      team: 'cart',
      id: failure === 'timeout' ? 'checkout.error.noAnswer' : 'checkout.error.failed',
    }),
    works: async ({ page }) => {
      await expect(main(page).locator('[data-boundary="cart"] form button[type="submit"]')).toBeEnabled();
    },
  },
  {
    name: 'login',
    call: { method: 'POST', path: '/api/auth/callback/credentials' },
    path: () => '/pages/login',
    act: async (page) => {
      const form = main(page).locator('[data-boundary="account"] form').first();
      await fillIfEmpty(form.locator('input[name="email"]'), CONSUMER_ACCOUNT.email);
      await fillIfEmpty(form.locator('input[name="password"]'), CONSUMER_ACCOUNT.password);
      await solveCaptcha(form);
      await form.locator('button[type="submit"]').click();
    },
    again: true,
    captcha: true,
    says: (page, locale) => ({
      where: toast(page).getByText(message('account', locale, 'problem.signInFailed')),
      team: 'account',
      id: 'problem.signInFailed',
    }),
    works: async ({ page }) => {
      await expect(
        main(page).locator('[data-boundary="account"] form button[type="submit"]').first(),
      ).toBeEnabled();
    },
  },
  {
    name: 'registration',
    call: { method: 'POST', path: `${AUTH}/register` },
    path: () => '/pages/login',
    act: async (page, round) => {
      const panel = main(page).locator('[data-boundary="account"]');
      const tab = panel.getByRole('tab').nth(1);
      if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
      const form = panel.locator('form').first();
      // A refused registration keeps what was typed; the visitor only tries again.
      await fillIfEmpty(form.locator('input[name="firstName"]'), 'Chaos');
      await fillIfEmpty(form.locator('input[name="lastName"]'), 'Test');
      await fillIfEmpty(form.locator('input[name="email"]'), `chaos.${Date.now()}.${round}@example.com`);
      await fillIfEmpty(form.locator('input[name="password"]'), 'Linnen@2024');
      await fillIfEmpty(form.locator('input[name="confirmPassword"]'), 'Linnen@2024');
      await form.locator('input[name="register_agree"]').check();
      await solveCaptcha(form);
      await form.locator('button[type="submit"]').click();
    },
    again: true,
    captcha: true,
    says: (page, locale) => ({
      where: toast(page).getByText(message('account', locale, 'problem.registerFailed')),
      team: 'account',
      id: 'problem.registerFailed',
    }),
    works: async ({ page }) => {
      await expect(
        main(page).locator('[data-boundary="account"] form button[type="submit"]').first(),
      ).toBeEnabled();
    },
  },
  {
    name: 'captcha challenge',
    call: { method: 'GET', path: `${AUTH}/captcha-challenge` },
    path: () => '/pages/login',
    says: (page) => ({
      where: main(page).locator('[data-boundary="account"] .acc-captcha [role="alert"]'),
      team: 'account',
      id: 'captcha.unavailable',
    }),
    works: async ({ page }) => {
      const email = main(page).locator('[data-boundary="account"] input[name="email"]');
      await email.fill('iemand@example.com');
      await expect(email).toHaveValue('iemand@example.com');
    },
  },
  {
    name: 'password reset request',
    call: { method: 'POST', path: `${AUTH}/forgot-password` },
    path: () => '/pages/resetpassword',
    act: async (page) => {
      const form = main(page).locator('[data-boundary="account"] form').first();
      await form.locator('input[type="email"]').fill('iemand@example.com');
      await form.locator('button[type="submit"]').click();
    },
    again: true,
    says: (page, locale) => ({
      where: toast(page).getByText(message('account', locale, 'reset.requestFailed')),
      team: 'account',
      id: 'reset.requestFailed',
    }),
    works: async ({ page }) => {
      await expect(
        main(page).locator('[data-boundary="account"] form button[type="submit"]').first(),
      ).toBeEnabled();
    },
  },
];

const FAILURES: CallFailure[] = ['500', 'timeout'];
const OTHER_LOCALES: Locale[] = ['en_US', 'fr_CA', 'de_DE'];

test.describe('chaos: a backend call fails', () => {
  // Every test has its own browser context and cart; what the server stores is never shared.
  test.describe.configure({ mode: 'parallel' });

  let round = 0;
  for (const item of CASES) {
    for (const failure of FAILURES) {
      const other = OTHER_LOCALES[round++ % OTHER_LOCALES.length]!;
      test(`${item.name} ${failure === '500' ? 'answers 500' : 'never answers'}: the page says so (nl, ${other}) and keeps the cart`, async ({
        page,
        context,
        request,
      }) => {
        if (failure === 'timeout') await page.clock.install();
        const cart = await seedCart(page, request);
        if (item.signedIn) await signInContext(context, item.signedIn);
        const scene: Scene = { page, request, cart };
        if (item.captcha) await easyCaptcha(page);
        const failing = await failCall(page, item.call, failure);

        /** The visitor's go (the page opening, or what they do), until the page says what failed. */
        const attempt = async (locale: Locale, opening: boolean) => {
          const before = opening && !item.act ? 0 : failing.count();
          if (item.act) await item.act(page, before);
          await failing.made(before);
          if (failure === 'timeout') {
            // Only the call that never answers may outlive the jump of the clock.
            // (After a navigation in the browser the previous page stays until the new one's data is there.)
            if (!item.shellMain && !item.byNavigation)
              await expect(main(page).locator('[data-boundary]').first()).toBeAttached();
            await failing.othersSettled();
            await page.clock.fastForward(PAST_CLIENT_TIME_LIMIT_MS);
          }
          await item.reveal?.(page);
          const { where, team, id } = item.says(page, locale, failure);
          await expect(where).toContainText(message(team, locale, id));
        };

        if (item.byNavigation) {
          await page.goto('/pages/privacy');
          await expect(main(page).locator('h1')).toBeVisible();
          await navigateInBrowser(page, item.path(scene));
        } else await page.goto(item.path(scene));
        await attempt('nl_NL', true);
        await expectCartStored(page, cart);

        await chooseLanguage(page, other);
        if (item.again) await attempt(other, false);
        else {
          await item.reveal?.(page);
          const { where, team, id } = item.says(page, other, failure);
          await expect(where).toContainText(message(team, other, id));
        }
        await item.works(scene);
        await expectCartStored(page, cart);

        // The chaos ends: the cart is all there.
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await expectCartIntactAfterReload(page, cart);
      });
    }
  }
});
