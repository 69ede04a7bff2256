import { expect, test } from '@playwright/test';
import { publishOnPageBus } from '../support/federation';

test('an add-to-cart request from the catalog reaches the cart, and a malformed one is rejected', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[bus]')) warnings.push(message.text());
  });
  const answer = await page.request.get('/products/api/v1/public-products/get-default-approved-products');
  const products: Array<{ id: number; number: number | null; price: number | null }> = (await answer.json())
    .responseData.data;
  const product = products.find((candidate) => (candidate.number ?? 0) >= 2 && candidate.price !== null);
  expect(product, 'a home page product with at least 2 in stock').toBeDefined();

  await page.goto('/');
  const count = page.getByTestId('cart-count');
  await expect(count).toHaveText('0');

  const firstCard = page.locator(`main [data-product-id="${product!.id}"]`);
  await firstCard.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(count).toHaveText('1');

  // An older remote sends a payload of another shape, twice: rejected, reported once, no crash.
  const malformed = { type: 'catalog:add-to-cart-requested', version: 1, payload: { id: 'seven', qty: -3 } };
  await publishOnPageBus(page, malformed);
  const problems = await publishOnPageBus(page, malformed);
  expect(problems).toContain('catalog:add-to-cart-requested:invalid-payload');
  expect(warnings.filter((w) => w.includes('invalid-payload'))).toHaveLength(1);
  // An envelope that is not one at all, and an event from a newer contract, are refused as well.
  await publishOnPageBus(page, 'not an envelope');
  expect(await publishOnPageBus(page, { ...malformed, version: 2 })).toContain(
    'catalog:add-to-cart-requested:version-mismatch',
  );

  await expect(count).toHaveText('1');
  await expect(page.locator('[data-slot-fallback]')).toHaveCount(0);
  // The receiver still takes valid requests.
  await firstCard.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(count).toHaveText('2');
});
