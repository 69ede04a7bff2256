import { expect, test } from '@playwright/test';
import { homeProducts } from '../support/cart-api';

test('the wishlist: toggled from the catalog, shown from the header, moved into the cart', async ({
  page,
}) => {
  const product = (await homeProducts(page.request)).find((p) => p.price !== null && (p.number ?? 0) >= 3);
  await page.goto('/');
  const card = page.locator(`main [data-product-id="${product!.id}"]`).first();
  await card.getByRole('button', { name: 'Op verlanglijst' }).click();
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');

  await page.getByRole('link', { name: 'Verlanglijst 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verlanglijst' })).toBeVisible();
  const line = page.locator(`main .cart-wishlist-line[data-product-id="${product!.id}"]`);
  await expect(line).toContainText(product!.name);

  await page.reload();
  await line.getByRole('button', { name: 'Naar winkelwagen' }).click();
  await expect(page.getByRole('dialog', { name: 'Succesvol toegevoegd.' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByTestId('wishlist-count')).toHaveText('0');
  await expect(page.getByText('Je verlanglijst is leeg.')).toBeVisible();
});
