import { expect, test } from '@playwright/test';
import { findProduct } from '../support/catalog-api';

test('quick view opens from a listing card in the shell modal and adds to the cart', async ({ page }) => {
  // Any product with a price and stock for two, wherever it is in the catalogue (fails if none has):
  // the listing of a search for its name shows its card.
  const product = await findProduct(
    page.request,
    (p) => p.price !== null && p.number !== null && p.number >= 20,
  );

  await page.goto(`/shop?search=${encodeURIComponent(product.name)}`);
  const card = page.locator(`[data-product-id="${product.id}"]`);
  await card.hover();
  await card.getByRole('button', { name: `${product.name} snel bekijken` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('quick-view')).toHaveAttribute('aria-busy', 'false');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(product.name);
  await expect(dialog.locator('img').first()).toHaveJSProperty('complete', true);

  await dialog.getByRole('radio', { name: /Reserveren en afhalen/ }).check();
  await dialog.getByRole('button', { name: 'Eén meer' }).click();
  await dialog.getByRole('button', { name: 'In winkelwagen', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
