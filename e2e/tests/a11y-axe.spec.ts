import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { INFO_PAGES, routes, STORAGE_KEYS } from 'shared-contracts';
import { placeOrderByApi } from '../support/account-actions';
import { apiListing, findProduct, type ApiProduct as ListedProduct } from '../support/catalog-api';
import {
  CONSUMER_ACCOUNT,
  homeProducts,
  seedCart,
  signInContext,
  type ApiProduct,
} from '../support/cart-api';
import { publishFromRemote } from '../support/shell-session';

/**
 * axe-core on every route of spec §2 (and the guest's /pages/track-order), at 1280 and 375 px,
 * signed out and signed in, and on the layout's open parts (suggestions, quick view, cart
 * dropdown, login modal, user menu, mobile menu …): no violation of impact serious or critical,
 * and none of the rules in HELD (moderate ones this shop keeps to). Other moderate and minor
 * findings are not part of the bar. Each page is checked once it has settled (no loading
 * placeholder left), so what axe reads is what a shopper gets.
 *
 * axe takes seconds per page on two cores, so:
 * - the shell's frame (header, footer, bottom bar), the same on every route, is checked whole once
 *   per width and session (on the home page: 'page') and left out of the other routes' runs
 *   ('content': still the whole document, its title, language and landmarks, less that frame);
 *   the modal dialogs, which hide the page, are checked with the whole page;
 * - the product grid's 25 cards are checked whole on /shop and the sale page at 1280 px signed
 *   out; the other listings ('listing') keep their first four cards, the rest being the same
 *   component with other data (the search results put a sold-out card among those four);
 * - the routes of one width and session share a test per group of pages (a browser context and
 *   its loaded code), each group with its own time limit;
 * - axe runs in the page itself (legacy mode: no blank page opened to gather the results; the
 *   shop has no frames to test) and details only the violations.
 * A non-modal widget opened on a page already checked (suggestions, mega-menu, popup, dropdown,
 * toasts, user menu) is checked on its own.
 */

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);
/** Moderate rules held all the same: headings that skip a level leave screen-reader users lost. */
const HELD = new Set(['heading-order']);
/**
 * Off in axe by default (experimental), on here: a control's name contains the text it shows, so
 * a shopper who reads 'Uitverkocht' and says or hears it finds the button (WCAG 2.5.3).
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

function readable(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 6)
        .map(
          (node) =>
            `    at ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\s*\n\s*/g, ' | ')}`,
        )
        .join('\n');
      const more = violation.nodes.length > 6 ? `\n    … and ${violation.nodes.length - 6} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/** Nothing left loading: no aria-busy placeholder, no skeleton card, the page's heading drawn. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1, [role="dialog"] h2').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .cat-card-skeleton, .cat-carousel-skeleton')).toHaveCount(0);
  // A dialog fading in (its backdrop's 330 ms) blends its colours with the page below while it runs:
  // contrast is judged on what the shopper reads once it has settled.
  // (A skeleton's endless shimmer is no such animation, nor a toast's progress bar, which counts
  // down the toast's whole time on screen: 20 s in the toasts' test.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity ||
          (animation instanceof CSSAnimation && animation.animationName === 'Toastify__trackProgress'),
      ),
  );
}

/** The whole page; the page less the shell's frame; or one widget just opened on a checked page. */
type Scope = 'page' | 'content' | 'listing' | { widget: string };
const FRAME = ['header.sh-header', 'footer.sh-footer', 'nav.sh-bottom-bar'];

/** Soft, so one run lists every page that fails, each with what axe found, where and why. */
async function expectAccessible(page: Page, what: string, scope: Scope = 'page'): Promise<void> {
  await settled(page);
  // Only violations are gathered in full (the passes' selectors and details cost time, unused).
  const axe = new AxeBuilder({ page })
    .options({ rules: EXTRA_RULES, resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (typeof scope === 'object') axe.include(scope.widget);
  else if (scope !== 'page') for (const part of FRAME) axe.exclude(part);
  if (scope === 'listing') axe.exclude('.cat-grid > .cat-card:nth-child(n+5)');
  const { violations } = await axe.analyze();
  const blocking = violations.filter(
    (violation) => BLOCKING.has(violation.impact ?? '') || HELD.has(violation.id),
  );
  const { pathname, search } = new URL(page.url());
  expect
    .soft(
      readable(blocking),
      `${what} (${pathname}${search}) has serious or critical violations (or ${[...HELD].join(', ')})`,
    )
    .toBe('');
}

async function visit(
  page: Page,
  path: string,
  what: string,
  { scope = 'content', ready }: { scope?: Scope; ready?: () => Promise<void> } = {},
): Promise<void> {
  await test.step(what, async () => {
    await page.goto(path);
    if (ready) await ready();
    await expectAccessible(page, what, scope);
  });
}

const products = (page: Page) => page.locator('main [data-product-id]');
const listed = (page: Page) => expect(products(page).first()).toBeVisible();

interface State {
  name: string;
  viewport: { width: number; height: number };
  signedIn: boolean;
  /** The state in which the pages' one-off variants (empty cart, notices …) and whole grids are checked. */
  first?: boolean;
}

const STATES: State[] = [
  { name: 'signed out at 1280 px', viewport: { width: 1280, height: 720 }, signedIn: false, first: true },
  { name: 'signed out at 375 px', viewport: { width: 375, height: 740 }, signedIn: false },
  { name: 'signed in at 1280 px', viewport: { width: 1280, height: 720 }, signedIn: true },
  { name: 'signed in at 375 px', viewport: { width: 375, height: 740 }, signedIn: true },
];

/** A product of the home page that can be added (a price and stock to spare). */
async function addableHomeProduct(page: Page): Promise<ApiProduct> {
  const product = (await homeProducts(page.request)).find((p) => p.price !== null && (p.number ?? 0) >= 10);
  if (!product) throw new Error('no product of the home page has a price and stock');
  return product;
}

/** A product out of stock, looked up in the catalogue: its card shows 'Uitverkocht'. */
const soldOutProduct = (page: Page): Promise<ListedProduct> =>
  findProduct(page.request, (product) => product.number === 0 && product.price !== null);

/** The account's token per signed-in page, to place its orders through the API. */
const signedInToken = new WeakMap<Page, string>();

/**
 * Groups of routes, each one test per width and session. The account's routes differ signed in
 * and out (the sign-in prompt or the tabs); every other route is the same address in both.
 */
const GROUPS: Array<{ title: string; check: (page: Page, state: State) => Promise<void> }> = [
  {
    title: 'home, with the frame',
    check: async (page) => visit(page, routes.home(), 'home', { scope: 'page', ready: () => listed(page) }),
  },
  {
    title: 'listings and search',
    check: async (page, state) => {
      const whole: Scope = state.first ? 'content' : 'listing';
      await visit(page, routes.shop(), 'shop listing', { scope: whole, ready: () => listed(page) });
      const soldOut = await soldOutProduct(page);
      await visit(page, routes.shop({ search: soldOut.name }), 'search results with a sold-out card', {
        scope: 'listing',
        ready: () =>
          expect(
            page.locator(`.cat-grid > .cat-card:nth-child(-n+4)[data-product-id="${soldOut.id}"]`),
          ).toContainText('Uitverkocht'),
      });
      await visit(page, routes.shop({ search: 'qqqzzzxxx' }), 'search without results');
      await visit(page, '/cat/beddengoed-4', 'category page', {
        scope: 'listing',
        ready: () => listed(page),
      });
      await visit(page, routes.sale(), 'sale page', { scope: whole, ready: () => listed(page) });
      await visit(page, routes.categoryPage(12), 'category page from the mobile menu', {
        scope: 'listing',
        ready: () => listed(page),
      });
    },
  },
  {
    title: 'product pages, cart, checkout and wishlist',
    check: async (page, state) => {
      const { data } = await apiListing(page.request, { isSale: true, length: 25 });
      const onSale = data.find((product) => product.price !== null)!;
      await visit(page, routes.product(onSale), 'product page (on sale, with countdown)');
      const product = await addableHomeProduct(page);
      await visit(page, routes.productDefault(product.id), 'product page (theme link)');
      if (state.first) {
        await visit(page, routes.cart(), 'empty cart');
        await visit(page, routes.checkout(), 'checkout with an empty cart');
      }
      await visit(page, routes.wishlist(), 'empty wishlist');
      await seedCart(page, product, 1);
      await visit(page, routes.cart(), 'cart with a line', {
        ready: () => expect(page.locator('.cart-line').first()).toBeVisible(),
      });
      await visit(page, routes.checkout(), 'checkout with a line', {
        ready: () => expect(page.getByRole('button', { name: 'Bestelling plaatsen' })).toBeEnabled(),
      });
    },
  },
  {
    title: 'sign-in and password pages',
    check: async (page, state) => {
      await visit(page, routes.login(), 'login page');
      if (state.first) await visit(page, routes.login({ regmsg: 'Success' }), 'login page after registering');
      await visit(page, routes.resetPassword(), 'forgot password');
      await visit(page, routes.resetPassword({ token: 'not-a-real-token' }), 'new password form');
    },
  },
  {
    title: 'account and order tracking',
    check: async (page, state) => {
      const email = state.signedIn
        ? CONSUMER_ACCOUNT.email
        : `e2e.a11y.${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}@example.com`;
      const orderNumber = await placeOrderByApi(page.request, '', signedInToken.get(page), email);
      if (state.signedIn) {
        await visit(page, routes.account({ tabId: 1 }), 'account profile', {
          ready: async () => {
            await expect(page.locator('main [aria-current="page"]')).toHaveText('Profiel');
            await expect(page.getByLabel('Voornaam')).toBeVisible();
          },
        });
        const shown = () => expect(page.getByText(orderNumber).first()).toBeVisible();
        await visit(page, routes.account({ tabId: 3 }), 'order history', { ready: shown });
        await visit(page, routes.account({ tabId: 3, track: orderNumber }), 'order tracking', {
          ready: shown,
        });
      } else {
        // Auth.js's sign-in route, which lands on the login page.
        await visit(page, routes.account(), 'account signed out (sign-in required)');
      }
      await visit(page, routes.trackOrder({ order: orderNumber }), 'tracking an order by number and e-mail', {
        ready: async () => {
          const main = page.locator('main');
          await expect(main.getByLabel('Bestelnummer')).toHaveValue(orderNumber);
          await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
          await main.getByLabel('E-mailadres').fill(email);
          await main.getByRole('button', { name: 'Bestelling volgen' }).click();
          await expect(main.getByRole('region', { name: `Bestelling ${orderNumber}` })).toBeVisible();
        },
      });
    },
  },
  {
    title: 'information pages and not found',
    check: async (page) => {
      for (const info of INFO_PAGES) await visit(page, routes.info(info), `information page ${info}`);
      await visit(page, routes.notFound(), 'not found');
    },
  },
];

for (const state of STATES) {
  test.describe(`every page, ${state.name}, in Dutch`, () => {
    test.use({ viewport: state.viewport });
    if (state.signedIn)
      test.beforeEach(async ({ context, page }) => {
        signedInToken.set(page, (await signInContext(context, CONSUMER_ACCOUNT)).accessToken);
      });
    for (const group of GROUPS)
      test(group.title, async ({ page }) => {
        // Several pages in one test: each takes a few seconds of axe on a busy machine.
        test.slow();
        await group.check(page, state);
      });
  });
}

// Each open part is a test of its own: together they took close to three minutes on a busy machine.
test.describe('the open parts of the layout', () => {
  test('search suggestions and the category mega-menu', async ({ page }) => {
    await page.goto(routes.home());
    await expect(products(page).first()).toBeVisible();
    await test.step('search suggestions', async () => {
      const box = page.locator('header').getByRole('combobox', { name: 'Zoeken in de winkel…' });
      await box.pressSequentially('handdoek');
      await expect(
        page.getByRole('listbox', { name: 'Suggesties' }).getByRole('option').first(),
      ).toBeVisible();
      await expectAccessible(page, 'search suggestions open', { widget: 'header form[role="search"]' });
      await box.press('Escape');
    });
    await test.step('category mega-menu', async () => {
      await page.getByRole('button', { name: 'Categorieën' }).click();
      await expect(page.getByTestId('mega-menu').getByRole('link').first()).toBeVisible();
      await expectAccessible(page, 'mega-menu open', { widget: '.sh-mega' });
      await page.keyboard.press('Escape');
    });
  });

  test('quick view', async ({ page }) => {
    const product = await addableHomeProduct(page);
    await page.goto(routes.home());
    const card = page.locator(`main [data-product-id="${product.id}"]`).first();
    await card.hover();
    await card.getByRole('button', { name: `${product.name} snel bekijken` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('quick-view')).toHaveAttribute('aria-busy', 'false');
    await expectAccessible(page, 'quick view open');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the added popup, the cart dropdown, the cart, checkout with its errors, the wishlist with a line', async ({
    page,
  }) => {
    test.slow();
    const product = await addableHomeProduct(page);
    await page.goto(routes.home());
    await test.step('added popup and cart dropdown', async () => {
      await page
        .locator(`main [data-product-id="${product.id}"]`)
        .first()
        .getByRole('button', { name: 'In winkelwagen' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Succesvol toegevoegd.' })).toBeVisible();
      await expectAccessible(page, "'Successfully added.' popup", { widget: '.cart-dropdown' });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Winkelwagen tonen' }).click();
      await expect(page.getByRole('region', { name: 'Inhoud van je winkelwagen' })).toBeVisible();
      await expectAccessible(page, 'cart dropdown open', { widget: '.cart-dropdown' });
    });
    await test.step('cart, checkout with its errors, wishlist with a line', async () => {
      await page.goto(routes.cart());
      await expect(page.locator('.cart-line').first()).toBeVisible();
      await expectAccessible(page, 'cart with a line', 'content');
      await page.goto(routes.checkout());
      await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Dit veld is verplicht' }).first(),
      ).toBeVisible();
      await expectAccessible(page, 'checkout showing its field errors', 'content');
      await page.goto(routes.home());
      await page
        .locator(`main [data-product-id="${product.id}"]`)
        .first()
        .getByRole('button', { name: 'Op verlanglijst' })
        .click();
      // The cart team keeps the wishlist; a request made before its part has loaded waits in the
      // page, so leave only once the header counts the line (a reload before that would drop it).
      await expect(page.getByTestId('wishlist-count')).toHaveText('1');
      await page.goto(routes.wishlist());
      await expect(page.locator('main .cart-wishlist-line').first()).toBeVisible();
      await expectAccessible(page, 'wishlist with a line', 'content');
    });
  });

  test('toasts of every kind', async ({ page }) => {
    await page.goto(routes.home());
    // The shell's toasts listen once the page has hydrated; a request before then is not kept.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    for (const kind of ['success', 'info', 'warning', 'error'] as const)
      await publishFromRemote(page, 'cart:toast-requested', {
        kind,
        message: `Melding (${kind})`,
        durationMs: 20_000,
      });
    await expect(page.locator('.Toastify').getByText('Melding (error)')).toBeVisible();
    await expectAccessible(page, 'toasts', { widget: '.Toastify' });
  });

  test('the login modal, both tabs, with field errors', async ({ page }) => {
    await page.goto(routes.home());
    await page.locator('header').getByRole('button', { name: 'Inloggen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inloggen of registreren' });
    await expect(dialog.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Inloggen' }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await expectAccessible(page, 'login modal with errors');
    await dialog.getByRole('tab', { name: 'Registreren' }).click();
    await dialog.getByRole('button', { name: 'Registreren' }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await expectAccessible(page, 'register tab with errors');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the video modal', async ({ page }) => {
    await page.goto(routes.info('contact-us'));
    await page.getByRole('button', { name: 'Bekijk onze video' }).click();
    await expect(page.getByRole('dialog', { name: 'Video over Riode' })).toBeVisible();
    await expectAccessible(page, 'video modal');
  });
});

test('signed in: the user menu, checkout and the order confirmation', async ({ context, page }) => {
  test.slow();
  await signInContext(context, CONSUMER_ACCOUNT);
  const product = await addableHomeProduct(page);

  await test.step('user menu open', async () => {
    await page.goto(routes.home());
    await page.locator('header .acc-menu-toggle').click();
    await expect(page.locator('#acc-menu-list')).toBeVisible();
    await expectAccessible(page, 'user menu open', { widget: '.acc-menu' });
    await page.keyboard.press('Escape');
  });

  await test.step('checkout and order confirmation', async () => {
    await seedCart(page, product, 1);
    await page.goto(routes.checkout());
    await expect(page.getByLabel('E-mailadres')).toHaveValue(CONSUMER_ACCOUNT.email);
    await page.getByLabel('Afhalen bij het afhaalpunt').check();
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
    await expectAccessible(page, 'order confirmation', 'content');
  });
});

test('other languages: English, German and French pages', async ({ page }) => {
  test.slow();
  const product = (await homeProducts(page.request)).find((p) => p.price !== null && (p.number ?? 0) >= 10)!;
  const listed = async () => expect(products(page).first()).toBeVisible();
  const speak = (locale: string) =>
    page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEYS.language, locale]);

  await page.goto(routes.home());
  await speak('en_US');
  await visit(page, routes.home(), 'home in English', { scope: 'page', ready: listed });
  await visit(page, routes.product(product), 'product page in English');
  await seedCart(page, product, 2);
  await visit(page, routes.checkout(), 'checkout in English');
  await speak('de_DE');
  await visit(page, routes.login(), 'login page in German', { scope: 'page' });
  await visit(page, routes.shop({ search: 'handdoek' }), 'search results in German', {
    scope: 'listing',
    ready: listed,
  });
  await speak('fr_CA');
  await visit(page, routes.cart(), 'cart in French', { scope: 'page' });
  await visit(page, routes.notFound(), 'not found in French');
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // The page behind a dialog is checked at this width with every route above: the dialog on its own.
  test('the quick view, the mobile menu and the login modal', async ({ page }) => {
    test.slow();
    const product = await addableHomeProduct(page);
    await page.goto(routes.home());
    const card = page.locator(`main [data-product-id="${product.id}"]`).first();
    await card.getByRole('button', { name: `${product.name} snel bekijken` }).click();
    const quickView = page.getByRole('dialog');
    await expect(quickView.getByTestId('quick-view')).toHaveAttribute('aria-busy', 'false');
    await expectAccessible(page, 'quick view open', { widget: '[role="dialog"]' });
    await page.keyboard.press('Escape');
    await expect(quickView).toBeHidden();

    await page.getByRole('button', { name: 'Menu openen' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expectAccessible(page, 'mobile menu open', { widget: '[role="dialog"]' });
    await menu.getByRole('button', { name: 'Inloggen' }).click();
    const login = page.getByRole('dialog', { name: 'Inloggen of registreren' });
    await expect(login.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await expectAccessible(page, 'login modal', { widget: '[role="dialog"]' });
  });
});
