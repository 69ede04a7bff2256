import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  breakRemote,
  chooseLanguage,
  expectCartIntactAfterReload,
  expectCartStored,
  expectHeaderCartLists,
  message,
  REMOTES,
  seedCart,
  slowRemote,
  type Locale,
  type Remote,
  type RemoteFailure,
  type SeededCart,
} from '../support/chaos';

/**
 * Chaos in the browser, for the failure handling of docs/architecture.md: each remote down, slow,
 * throwing at start or at render.
 * Its slots say so in the visitor's language, the rest of the page keeps working, and the cart a
 * visitor filled earlier is still whole afterwards.
 */

interface Scene {
  /** A page whose main content is this remote's. */
  path: string;
  /** What a shopper sees there when the remote works. */
  healthy(page: Page): Locator;
}

const SCENES: Record<Remote, Scene> = {
  catalog: {
    path: '/',
    healthy: (page) => page.locator('main [data-boundary="catalog"] [data-product-id]').first(),
  },
  cart: {
    path: '/pages/cart',
    healthy: (page) => page.locator('main [data-boundary="cart"] .cart-lines > li').first(),
  },
  account: {
    path: '/pages/login',
    healthy: (page) => page.locator('main [data-boundary="account"] input[type="email"]'),
  },
};

/**
 * Down, throwing at start and throwing at render, for every remote. "At start" is its
 * remoteEntry.js for one remote and its exposed modules for the others (both kinds covered, one
 * test fewer each).
 */
const FAILURES: Record<Remote, RemoteFailure[]> = {
  catalog: ['down', 'module-throws', 'render-throws'],
  cart: ['down', 'entry-throws', 'render-throws'],
  account: ['down', 'module-throws', 'render-throws'],
};
const OTHER_LOCALES: Locale[] = ['en_US', 'fr_CA', 'de_DE'];

const search = (page: Page) => page.locator('header form[role="search"]');

/**
 * The parts of the page that do not belong to the failing (or slow) remote work: the header's cart
 * shows the stored count, the user menu offers sign-in, the search box is there, and where the
 * failing remote has a slot in the header, the shell's stand-in or a short notice takes its place.
 */
async function expectRestOfPageWorks(
  page: Page,
  failing: Remote | null,
  cart: SeededCart,
  locale: Locale,
  slow = false,
) {
  const header = page.locator('header');
  if (failing !== 'cart') {
    await expect(header.getByTestId('cart-count')).toHaveText(String(cart.count));
  } else if (!slow) {
    await expect(header.locator('[data-slot-fallback="cart"]')).toContainText(
      message('shell', locale, 'slot.unavailableShort.cart'),
    );
  }
  if (failing !== 'account') {
    await expect(
      header
        .locator('[data-boundary="account"]')
        .getByRole('button', { name: message('account', locale, 'menu.signIn') }),
    ).toBeVisible();
  } else if (!slow) {
    await expect(header.locator('[data-user-menu-fallback="sign-in"]')).toHaveText(
      message('shell', locale, 'nav.signIn'),
    );
  }
  if (failing !== 'catalog') await expect(header.getByTestId('header-search')).toBeVisible();
  else if (!slow) await expect(search(page)).toHaveCount(1);
}

/** Searching still leads to the listing (the catalog's, or its notice when the catalog is the one down). */
async function expectSearchWorks(page: Page, failing: Remote) {
  const box = search(page).locator('input[type="search"]');
  await box.fill('handdoek');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=handdoek/);
  if (failing === 'catalog') await expect(page.locator('main [data-slot-fallback="catalog"]')).toBeVisible();
  else await expect(page.locator('main [data-boundary="catalog"] [data-product-id]').first()).toBeVisible();
}

test.describe('chaos: a remote fails', () => {
  // Every test has its own browser context and cart, and the server's data is only read.
  test.describe.configure({ mode: 'parallel' });
  let round = 0;
  for (const remote of REMOTES) {
    for (const failure of FAILURES[remote]) {
      const other = OTHER_LOCALES[round++ % OTHER_LOCALES.length]!;
      test(`${remote} ${failure}: its slots say so (nl, ${other}), the rest works, the cart is whole`, async ({
        page,
        request,
      }) => {
        const cart = await seedCart(page, request);
        const chaos = await breakRemote(page, request, remote, failure);
        const scene = SCENES[remote];
        await page.goto(scene.path);

        const notice = page.locator(`main [data-slot-fallback="${remote}"]`);
        await expect(notice.locator('p')).toHaveText(message('shell', 'nl_NL', `slot.unavailable.${remote}`));
        await expect(notice.getByRole('button')).toHaveText(message('shell', 'nl_NL', 'slot.retry'));
        await expect(scene.healthy(page)).toHaveCount(0);
        if (failure === 'module-throws' || failure === 'render-throws')
          expect(chaos.broken).toContain('./routes');
        await expectRestOfPageWorks(page, remote, cart, 'nl_NL');
        if (remote !== 'cart') await expectHeaderCartLists(page, cart);
        await expectCartStored(page, cart);

        await chooseLanguage(page, other);
        await expect(notice.locator('p')).toHaveText(message('shell', other, `slot.unavailable.${remote}`));
        await expect(notice.getByRole('button')).toHaveText(message('shell', other, 'slot.retry'));
        await expectRestOfPageWorks(page, remote, cart, other);
        await expectSearchWorks(page, remote);
        await expectCartStored(page, cart);

        // The chaos ends: the next visit gets the remote, and the cart as it was.
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await expectCartIntactAfterReload(page, cart, scene.path);
        await expect(scene.healthy(page)).toBeVisible();
        await expect(page.locator('[data-slot-fallback]')).toHaveCount(0);
      });
    }
  }

  for (const remote of REMOTES) {
    test(`${remote} slow (5 s): the server's page works meanwhile, then the remote takes over`, async ({
      page,
      request,
    }) => {
      const cart = await seedCart(page, request);
      const slow = await slowRemote(page, remote, 5_000);
      const scene = SCENES[remote];
      // The load event waits for the remote's preload, so only the document is awaited.
      await page.goto(scene.path, { waitUntil: 'domcontentloaded' });
      await slow.requested;

      // The server drew the page: what it could draw shows at once (the catalog's products, the
      // login form); what lives in the browser (the cart's lines) keeps a busy box until the
      // remote's code is there.
      if (remote === 'cart') {
        await expect(page.locator('main [data-boundary="cart"] [aria-busy="true"]').first()).toBeVisible();
        await expect(scene.healthy(page)).toHaveCount(0);
      } else await expect(scene.healthy(page)).toBeVisible();
      await expectRestOfPageWorks(page, remote, cart, 'nl_NL', true);
      if (remote !== 'cart') await expectHeaderCartLists(page, cart);
      await expect(page.locator('[data-slot-fallback], [data-slot-standin]')).toHaveCount(0);

      slow.release();
      await expect(scene.healthy(page)).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('[data-slot-fallback], [data-slot-standin]')).toHaveCount(0);
      await expectRestOfPageWorks(page, null, cart, 'nl_NL');
      await expectCartStored(page, cart);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await expectCartIntactAfterReload(page, cart, scene.path);
    });
  }
});
