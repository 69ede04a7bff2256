import { expect, test } from '@playwright/test';
import { apiListing } from '../support/catalog-api';

test('quick view opens from a listing card in the shell modal and adds to the cart', async ({ page }) => {
  const firstPage = await apiListing(page.request, { length: 25 });
  const product = firstPage.data.find((p) => p.price !== null && p.number !== null && p.number >= 20);
  test.skip(!product, 'no product with stock on the first page');

  await page.goto('/shop');
  const card = page.locator(`[data-product-id="${product!.id}"]`);
  await card.hover();
  await card.getByRole('button', { name: `${product!.name} snel bekijken` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('quick-view')).toHaveAttribute('aria-busy', 'false');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(product!.name);
  await expect(dialog.locator('img').first()).toHaveJSProperty('complete', true);

  await dialog.getByRole('radio', { name: /Reserveren en afhalen/ }).check();
  await dialog.getByRole('button', { name: 'Eén meer' }).click();
  await dialog.getByRole('button', { name: 'In winkelwagen', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
