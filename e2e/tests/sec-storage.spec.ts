import { expect, test } from '@playwright/test';

/**
 * Garbage, truncated JSON and old shapes in every riode- key (docs/architecture.md). The shop must
 * start, draw every remote, and discard only what is invalid.
 */
const KEYS = [
  'riode-token',
  'riode-act',
  'riode-user',
  'riode-cart',
  'riode-category',
  'riode-modal',
  'riode-wishlist',
  'riode-device-id',
];

const SHAPES: Record<string, string> = {
  garbage: '\u0000<script>alert(1)</script>garbage',
  truncated: '{"data":"[{\\"id\\":1,',
  oldShape: '{"data":"[{\\"id\\":1,\\"qty\\":2}]"}',
  wrongTypes: '{"items":5,"data":null,"firstName":{}}',
  emptyText: '',
};

for (const [shape, value] of Object.entries(SHAPES)) {
  test(`every riode- key holding ${shape}: the shop starts, every remote draws, the cart is empty`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.addInitScript(
      ({ keys, stored }) => {
        // Only before the first load: what the shop writes afterwards must stay its own.
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        for (const key of keys) localStorage.setItem(key, stored);
        localStorage.setItem('riode-language', 'en_US');
      },
      { keys: KEYS, stored: value },
    );
    await page.goto('/');
    await expect(page.locator('main [data-boundary="catalog"] [data-product-id]').first()).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await expect(page.locator('[data-slot-fallback]')).toHaveCount(0);
    // The valid key is kept: the page is in English.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.goto('/pages/cart');
    await expect(page.locator('main [data-boundary="cart"]')).toBeVisible();
    await page.goto('/pages/login');
    await expect(page.locator('main [data-boundary="account"]')).toBeVisible();
    await expect(page.locator('[data-slot-fallback]')).toHaveCount(0);

    // Adding to the cart still works and writes a valid cart over the garbage.
    await page.goto('/');
    const answer = await page.request.get('/products/api/v1/public-products/get-default-approved-products');
    const products: Array<{ id: number; number: number | null; price: number | null }> = (await answer.json())
      .responseData.data;
    const product = products.find((candidate) => (candidate.number ?? 0) >= 2 && candidate.price !== null);
    const addButton = page
      .locator(`main [data-product-id="${product?.id}"]`)
      .first()
      .getByRole('button', { name: /^add .*to cart$/i });
    await addButton.click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    const cart = await page.evaluate(
      () => JSON.parse(localStorage.getItem('riode-cart') ?? '{}') as { data?: string },
    );
    expect(JSON.parse(cart.data ?? '[]')).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}
