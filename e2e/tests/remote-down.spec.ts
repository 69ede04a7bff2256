import { expect, test } from '@playwright/test';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { copyBuild, startShop, type RunningShop } from '../support/shop-server';

let shop: RunningShop;
let build: ReturnType<typeof copyBuild>;

test.beforeAll(async () => {
  build = copyBuild();
  // The registry still names the cart's release, but its files are gone.
  rmSync(path.join(build.dir, 'remotes/cart'), { recursive: true, force: true });
  shop = await startShop({ BUILD_DIR: build.dir });
});

test.afterAll(async () => {
  await shop?.stop();
  build?.remove();
});

test('with the cart remote missing, its slots say so and the rest of the shop works', async ({ page }) => {
  await page.goto(`${shop.url}/`);
  await expect(page.locator('header.sh-header')).toBeVisible();
  await expect(page.locator('header [data-slot-fallback="cart"]')).toBeVisible();
  const products = page.locator('main [data-boundary="catalog"] [data-product-id]');
  await expect(products.first()).toBeVisible();

  await page.goto(`${shop.url}/pages/cart`);
  await expect(page.locator('main [data-slot-fallback="cart"]')).toContainText(
    'Je winkelwagen kan nu niet worden geladen',
  );

  // Search still leads to the catalog's listing.
  // The catalog's search box (a combobox with suggestions) or the shell's plain one: both submit.
  await page.locator('header form[role="search"] input[type="search"]').fill('hoeslaken');
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/\/shop\?search=hoeslaken/);
  await expect(page.locator('main [data-boundary="catalog"] h1')).toContainText('hoeslaken');
  await expect(page.locator('main [data-boundary="catalog"] [data-product-id]').first()).toBeVisible();

  // The account remote still works too.
  await page.goto(`${shop.url}/pages/login`);
  // The form's own check runs once the page has hydrated (before, the form is a plain one).
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.locator('main').getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.locator('main').getByRole('alert').first()).toHaveText('Dit veld is verplicht');
});
