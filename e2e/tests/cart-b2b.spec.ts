import { expect, test } from '@playwright/test';
import { BUSINESS_ACCOUNT, euro, homeProducts, serverUnitPrice, signInContext } from '../support/cart-api';

test('a business sign-in changes the shown prices to the server’s, and the lines keep them', async ({
  context,
  page,
}) => {
  const products = await homeProducts(page.request);
  const candidates = products.filter(
    (p) => p.productB2BDiscountFlag && p.price !== null && (p.number ?? 0) >= 2,
  );
  expect(candidates.length, 'a home product with a B2B discount flag').toBeGreaterThan(0);
  const product = candidates[0]!;

  await page.goto('/');
  await page
    .locator(`main [data-product-id="${product.id}"]`)
    .first()
    .getByRole('button', { name: 'In winkelwagen' })
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/pages/cart');
  const unit = page.locator(`.cart-line[data-product-id="${product.id}"]`).getByTestId('cart-unit-price');
  await expect(unit).toHaveText(euro(product.price!));

  const session = await signInContext(context, BUSINESS_ACCOUNT);
  const businessPrice = await serverUnitPrice(page.request, product.id, session.accessToken);
  expect(businessPrice).toBeLessThan(product.price!);

  // The shell reads the session when the page loads and announces it; the cart re-prices.
  await page.reload();
  await expect(unit).toHaveText(euro(businessPrice));
  await expect(page.getByText('Je ziet je zakelijke prijzen.')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(euro(businessPrice));

  // A change of the cart while signed in is re-priced too: the line total follows the server.
  const line = page.locator(`.cart-line[data-product-id="${product.id}"]`);
  await line.getByRole('button', { name: 'Eén meer' }).click();
  await expect(line.getByTestId('cart-line-total')).toHaveText(euro(businessPrice * 2));
});
