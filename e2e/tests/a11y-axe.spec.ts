import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { INFO_PAGES, routes, STORAGE_KEYS } from 'shared-contracts';
import { apiListing } from '../support/catalog-api';
import { CONSUMER_ACCOUNT, homeProducts, seedCart, signInContext } from '../support/cart-api';
import { publishFromRemote } from '../support/shell-session';

/**
 * axe-core on every route of spec §2 and on the layout's open parts (suggestions, quick view,
 * cart dropdown, login modal, user menu, mobile menu …): no violation of impact serious or
 * critical. Moderate and minor findings are not part of the bar. Each page is checked once it
 * has settled (no loading placeholder left), so what axe reads is what a shopper gets.
 *
 * axe takes seconds per page on two cores, so the shell's frame (header, footer, bottom bar),
 * the same on every route, is checked whole on the pages marked 'page' (home, product, login,
 * 404, every open widget, each language, the phone) and left out of the other routes' runs
 * ('content': still the whole document, its title, language and landmarks, less that frame).
 * The product grid's 25 cards are checked whole on /shop and the sale page; the other listings
 * ('listing') keep their first four cards, the rest being the same component with other data.
 * A non-modal widget opened on a page already checked (suggestions, mega-menu, popup, dropdown,
 * toasts, user menu) is checked on its own; modal dialogs with the whole page, since they hide it.
 */

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

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
  // (A skeleton's endless shimmer is no such animation.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** The whole page; the page less the shell's frame; or one widget just opened on a checked page. */
type Scope = 'page' | 'content' | 'listing' | { widget: string };
const FRAME = ['header.sh-header', 'footer.sh-footer', 'nav.sh-bottom-bar'];

/** Soft, so one run lists every page that fails, each with what axe found, where and why. */
async function expectAccessible(page: Page, what: string, scope: Scope = 'page'): Promise<void> {
  await settled(page);
  const axe = new AxeBuilder({ page });
  if (typeof scope === 'object') axe.include(scope.widget);
  else if (scope !== 'page') for (const part of FRAME) axe.exclude(part);
  if (scope === 'listing') axe.exclude('.cat-grid > .cat-card:nth-child(n+5)');
  const { violations } = await axe.analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const { pathname, search } = new URL(page.url());
  expect
    .soft(readable(blocking), `${what} (${pathname}${search}) has serious or critical violations`)
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

/**
 * Every page, signed out, in Dutch: one test per page, so each has its own time limit (all of
 * them in one test took about 3 minutes here and ran out of its limit on a slower CI machine).
 */
const SIGNED_OUT_PAGES: Array<{
  what: string;
  path: (page: Page) => Promise<string> | string;
  scope?: Scope;
  listed?: boolean;
}> = [
  { what: 'home', path: () => routes.home(), scope: 'page', listed: true },
  { what: 'shop listing', path: () => routes.shop(), listed: true },
  { what: 'search results', path: () => routes.shop({ search: 'handdoek' }), scope: 'listing', listed: true },
  { what: 'search without results', path: () => routes.shop({ search: 'qqqzzzxxx' }) },
  { what: 'category page', path: () => '/cat/beddengoed-4', scope: 'listing', listed: true },
  { what: 'sale page', path: () => routes.sale(), listed: true },
  {
    what: 'category page from the mobile menu',
    path: () => routes.categoryPage(12),
    scope: 'listing',
    listed: true,
  },
  {
    what: 'product page (on sale, with countdown)',
    path: async (page) => {
      const { data } = await apiListing(page.request, { isSale: true, length: 25 });
      return routes.product(data.find((product) => product.price !== null)!);
    },
    scope: 'page',
  },
  {
    what: 'product page (theme link)',
    path: async (page) => routes.productDefault((await homeProducts(page.request))[0]!.id),
  },
  { what: 'empty cart', path: () => routes.cart() },
  { what: 'checkout with an empty cart', path: () => routes.checkout() },
  { what: 'empty wishlist', path: () => routes.wishlist() },
  { what: 'login page', path: () => routes.login(), scope: 'page' },
  { what: 'login page after registering', path: () => routes.login({ regmsg: 'Success' }) },
  // The account page signed out goes to Auth.js's sign-in route, which lands on the login page.
  { what: 'account signed out (sign-in required)', path: () => routes.account() },
  { what: 'forgot password', path: () => routes.resetPassword() },
  { what: 'new password form', path: () => routes.resetPassword({ token: 'not-a-real-token' }) },
  ...INFO_PAGES.map((info) => ({ what: `information page ${info}`, path: () => routes.info(info) })),
  { what: 'not found', path: () => routes.notFound(), scope: 'page' },
];

test.describe('every page of the shop, signed out, in Dutch', () => {
  for (const { what, path, scope, listed } of SIGNED_OUT_PAGES) {
    test(what, async ({ page }) => {
      const address = await path(page);
      await visit(page, address, what, {
        ...(scope ? { scope } : {}),
        ...(listed ? { ready: async () => expect(products(page).first()).toBeVisible() } : {}),
      });
    });
  }
});

// Each open part is a test of its own: together they took close to three minutes on a busy machine.
test.describe('the open parts of the layout', () => {
  /** A product of the home page that can be added (a price and stock to spare). */
  async function addableHomeProduct(page: Page) {
    const product = (await homeProducts(page.request)).find((p) => p.price !== null && (p.number ?? 0) >= 10);
    if (!product) throw new Error('no product of the home page has a price and stock');
    return product;
  }

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

test('signed in: user menu, account profile, orders, tracking, checkout and confirmation', async ({
  context,
  page,
}) => {
  test.slow();
  await signInContext(context, CONSUMER_ACCOUNT);
  const product = (await homeProducts(page.request)).find((p) => p.price !== null && (p.number ?? 0) >= 10)!;

  await visit(page, routes.account({ tabId: 1 }), 'account profile', {
    scope: 'page',
    ready: async () => {
      await expect(page.locator('main [aria-current="page"]')).toHaveText('Profiel');
      await expect(page.getByLabel('Voornaam')).toBeVisible();
    },
  });
  await test.step('user menu open', async () => {
    await page.locator('header .acc-menu-toggle').click();
    await expect(page.locator('#acc-menu-list')).toBeVisible();
    await expectAccessible(page, 'user menu open', { widget: '.acc-menu' });
    await page.keyboard.press('Escape');
  });

  await test.step('checkout and order confirmation', async () => {
    await page.goto(routes.home());
    await seedCart(page, product, 1);
    await page.goto(routes.checkout());
    await expect(page.getByLabel('E-mailadres')).toHaveValue(CONSUMER_ACCOUNT.email);
    await expectAccessible(page, 'checkout signed in', 'content');
    await page.getByLabel('Afhalen bij het afhaalpunt').check();
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
    await expectAccessible(page, 'order confirmation', 'content');
  });

  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  const shown = async () => expect(page.getByText(orderNumber).first()).toBeVisible();
  await visit(page, routes.account({ tabId: 3 }), 'order history', { ready: shown });
  await visit(page, routes.account({ tabId: 3, track: orderNumber }), 'order tracking', { ready: shown });
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

  test('the bottom bar and the mobile menu', async ({ page }) => {
    await visit(page, routes.home(), 'home on a phone', {
      scope: 'page',
      ready: async () => {
        await expect(page.getByRole('navigation', { name: 'Mobiele navigatie' })).toBeVisible();
      },
    });
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectAccessible(page, 'mobile menu open');
  });
});
