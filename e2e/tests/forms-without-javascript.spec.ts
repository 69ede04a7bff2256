import { expect, test } from '@playwright/test';

/**
 * Forms the server draws, sent before the page's code has taken them over: here with JavaScript
 * off, as when Enter is pressed while the page still hydrates on a slow phone.
 */
test.use({ javaScriptEnabled: false });

test('the login form sent before hydration puts no password in the address and comes back to the login page', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => sent.push(request.url()));
  await page.goto('/pages/login?callbackUrl=%2Fpages%2Fcart');
  const form = page.locator('main [data-boundary="account"] form').first();
  await form.locator('input[name="email"]').fill('demo@riode.example');
  await form.locator('input[name="password"]').fill('Geheim@1234');
  await form.locator('input[name="password"]').press('Enter');

  await expect(page).toHaveURL(/\/pages\/login\?callbackUrl=%2Fpages%2Fcart$/);
  await expect(page.locator('main [data-boundary="account"] input[name="password"]').first()).toBeVisible();
  expect(sent.filter((url) => url.includes('Geheim') || url.includes('password='))).toEqual([]);
});

test('a price range with the minimum above the maximum says why, and the listing still shows its products', async ({
  page,
}) => {
  await page.goto('/shop');
  const form = page.locator('main form.cat-price-filter');
  await form.locator('input[name="minPrice"]').fill('50');
  await form.locator('input[name="maxPrice"]').fill('10');
  await form.locator('input[name="maxPrice"]').press('Enter');

  await expect(page).toHaveURL(/minPrice=50&maxPrice=10/);
  await expect(form.getByRole('alert')).toHaveText(
    'Vul twee bedragen in van 0 of meer, het eerste niet hoger dan het tweede.',
  );
  await expect(form.locator('input[name="minPrice"]')).toHaveValue('50');
  await expect(page.locator('main [data-product-id]').first()).toBeVisible();
  await expect(page.locator('main .cat-error')).toHaveCount(0);
});
