import { expect, test } from '@playwright/test';
import { euro, homeProducts } from '../support/cart-api';

test.describe('the cart', () => {
  test('adding from the catalog updates the dropdown and the cart page; reload keeps the cart', async ({
    page,
  }) => {
    const product = (await homeProducts(page.request)).find((p) => p.price !== null && (p.number ?? 0) >= 5);
    expect(product, 'a home product with at least 5 in stock').toBeDefined();
    const { id, name, price, number } = product!;

    await page.goto('/');
    const count = page.getByTestId('cart-count');
    await expect(count).toHaveText('0');
    const card = page.locator(`main [data-product-id="${id}"]`).first();
    await card.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(count).toHaveText('1');

    const popup = page.getByRole('dialog', { name: 'Succesvol toegevoegd.' });
    await expect(popup).toContainText(name);
    await expect(popup.getByRole('link', { name: 'Bekijk winkelwagen' })).toHaveAttribute(
      'href',
      '/pages/cart',
    );
    await expect(popup.getByRole('link', { name: 'Afrekenen' })).toHaveAttribute('href', '/pages/checkout');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    await page.getByRole('button', { name: 'Winkelwagen tonen' }).click();
    const panel = page.getByRole('region', { name: 'Inhoud van je winkelwagen' });
    await expect(panel).toContainText(name);
    await expect(panel.getByTestId('cart-dropdown-subtotal')).toHaveText(euro(price!));
    await panel.getByRole('link', { name: 'Bekijk winkelwagen' }).click();

    await expect(page).toHaveURL(/\/pages\/cart$/);
    const line = page.locator(`main [data-boundary="cart"] .cart-line[data-product-id="${id}"]`);
    await expect(line).toContainText(name);
    // The quantity stays within 1..stock: a typed value above the stock is clamped to it.
    await line.getByRole('spinbutton', { name: 'Aantal' }).fill('9999');
    await expect(line.getByRole('spinbutton', { name: 'Aantal' })).toHaveValue(String(number));
    await expect(line.getByRole('button', { name: 'Eén meer' })).toBeDisabled();
    await expect(line.getByTestId('cart-line-total')).toHaveText(euro(price! * number!));
    await line.getByRole('button', { name: 'Eén minder' }).click();
    await expect(count).toHaveText(String(number! - 1));
    await expect(page.getByTestId('cart-total')).toHaveText(euro(price! * (number! - 1)));

    await page.reload();
    await expect(line.getByRole('spinbutton', { name: 'Aantal' })).toHaveValue(String(number! - 1));
    await expect(count).toHaveText(String(number! - 1));

    await line.getByRole('button', { name: `${name} verwijderen` }).click();
    await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible();
    await expect(count).toHaveText('0');
  });

  test('an item added before the cart has loaded still lands in the cart, once', async ({ page }) => {
    const product = (await homeProducts(page.request)).find((p) => p.price !== null && (p.number ?? 0) >= 2);
    // The header's cart loads after the page's main content (docs/performance.md); here its entry
    // file is held back until the shopper has clicked, as on a phone whose network is slow.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/remotes/cart/*/remoteEntry.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    let stockChecks = 0;
    page.on('request', (request) => {
      if (request.url().includes('validate-product-stock')) stockChecks += 1;
    });
    const add = page
      .locator(`main [data-product-id="${product!.id}"]`)
      .first()
      .getByRole('button', { name: 'In winkelwagen' });
    await add.click();
    // The request waits on the bus for the cart, which alone checks the stock: the button waits
    // for its answer (a second press adds nothing meanwhile), and nothing was checked yet.
    await expect(add).toBeDisabled();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    expect(stockChecks).toBe(0);
    release();

    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByRole('dialog', { name: 'Succesvol toegevoegd.' })).toContainText(product!.name);
    await expect(add).toBeEnabled();
    expect(stockChecks).toBe(1);
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('two tabs of one browser stay in step', async ({ context }) => {
    const product = (await homeProducts(context.request)).find(
      (p) => p.price !== null && (p.number ?? 0) >= 3,
    );
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/pages/cart');
    await expect(second.getByTestId('cart-count')).toHaveText('0');

    await first
      .locator(`main [data-product-id="${product!.id}"]`)
      .first()
      .getByRole('button', { name: 'In winkelwagen' })
      .click();
    await expect(first.getByTestId('cart-count')).toHaveText('1');
    await expect(second.getByTestId('cart-count')).toHaveText('1');
    const line = second.locator(`.cart-line[data-product-id="${product!.id}"]`);
    await expect(line).toBeVisible();

    await line.getByRole('button', { name: 'Eén meer' }).click();
    await expect(first.getByTestId('cart-count')).toHaveText('2');
    await second.getByRole('button', { name: 'Winkelwagen leegmaken' }).click();
    await expect(first.getByTestId('cart-count')).toHaveText('0');
  });

  test('a corrupt stored cart is discarded without breaking the page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('riode-cart', '{"data":"[{oops'));
    await page.goto('/pages/cart');
    await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await expect(page.locator('[data-slot-fallback]')).toHaveCount(0);
  });
});
