import { expect, test, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { breakRemote, holdRemote, message } from '../support/chaos';
import { copyBuild, startShop, type RunningShop } from '../support/shop-server';

/**
 * A slow remote shows that something is coming (shell/src/federation/slot-skeletons.tsx): its
 * slot holds a skeleton of its size, marked busy, until the remote's code is there; and the
 * header's sign-in and cart do not wait for a slow or failed main content
 * (shell/src/lib/after-main-content.ts).
 */

const pageSkeleton = (page: Page) => page.locator('main [data-slot-skeleton="page"]');

/** The header's remote widgets themselves (not the shell's stand-ins): the account's sign-in, the cart's button. */
async function expectHeaderWidgets(page: Page) {
  const header = page.locator('header');
  await expect(
    header
      .locator('[data-boundary="account"]')
      .getByRole('button', { name: message('account', 'nl_NL', 'menu.signIn') }),
  ).toBeVisible();
  await expect(header.locator('[data-boundary="cart"] .cart-dropdown-open')).toBeVisible();
}

test('a move to a page whose remote is still loading shows its busy skeleton, then the page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expectHeaderWidgets(page);
  // The account's menu is loaded; its pages' code is not yet, and now it is slow.
  const held = await holdRemote(page, 'account');
  await page
    .locator('footer')
    .getByRole('link', { name: message('shell', 'nl_NL', 'nav.signIn') })
    .click();
  await held.requested;
  await expect(page).toHaveURL(/\/pages\/login$/);
  await expect(pageSkeleton(page)).toBeVisible();
  await expect(pageSkeleton(page)).toHaveAttribute('aria-busy', 'true');

  held.release();
  await expect(page.locator('main [data-boundary="account"] input[type="email"]')).toBeVisible();
  await expect(pageSkeleton(page)).toHaveCount(0);
});

test('with the main content failing, the header has sign-in and cart, and the slot its notice', async ({
  page,
  request,
}) => {
  await breakRemote(page, request, 'catalog', 'module-throws');
  await page.goto('/');
  await expect(page.locator('main [data-slot-fallback="catalog"]')).toBeVisible();
  await expectHeaderWidgets(page);
  await expect(pageSkeleton(page)).toHaveCount(0);
});

test.describe('a page the server did not render', () => {
  let shop: RunningShop;
  let build: ReturnType<typeof copyBuild>;

  test.beforeAll(async () => {
    build = copyBuild();
    // Without the shell's server build, every page is drawn by the browser
    // (backend/src/site/page-renderer.ts), as a slot the server left out is.
    rmSync(path.join(build.dir, 'shell/server/render-page.js'), { force: true });
    shop = await startShop({ BUILD_DIR: build.dir });
  });

  test.afterAll(async () => {
    await shop?.stop();
    build?.remove();
  });

  test('its slow main remote shows a busy skeleton, and the header does not wait for it', async ({
    page,
  }) => {
    const held = await holdRemote(page, 'catalog', { entry: true });
    await page.goto(`${shop.url}/`, { waitUntil: 'domcontentloaded' });
    await held.requested;
    await expect(pageSkeleton(page)).toBeVisible();
    await expect(pageSkeleton(page)).toHaveAttribute('aria-busy', 'true');
    // The catalog is still held: the account's sign-in and the cart came without it.
    await expectHeaderWidgets(page);
    await expect(pageSkeleton(page)).toBeVisible();

    held.release();
    await expect(page.locator('main [data-boundary="catalog"] [data-product-id]').first()).toBeVisible();
    await expect(pageSkeleton(page)).toHaveCount(0);
  });
});
