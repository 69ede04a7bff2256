import { expect, test } from '@playwright/test';
import { euro, homeProducts } from '../support/cart-api';

test.describe('the cart', () => {
  test('adding from the catalog updates the dropdown and the cart page; reload keeps the cart', async ({
    page,
  }) => {
    // The last such product: other journeys running beside this one order the first ones, and
    // their orders lower the stock this test clamps to (the cart shows the server's stock).
    const product = (await homeProducts(page.request)).findLast(
      (p) => p.price !== null && (p.number ?? 0) >= 5,
    );
    expect(product, 'a home product with at least 5 in stock').toBeDefined();
    const { id, name, price } = product!;

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
    // The quantity stays within 1..stock: a typed value above the stock is clamped to it, the
    // stock the server answers now (an order elsewhere may have lowered it since the home page).
    const quantity = line.getByRole('spinbutton', { name: 'Aantal' });
    await quantity.fill('9999');
    await expect
      .poll(async () => (await quantity.inputValue()) === (await quantity.getAttribute('max')))
      .toBe(true);
    const number = Number(await quantity.inputValue());
    expect(number).toBeGreaterThanOrEqual(5);
    expect(number).toBeLessThanOrEqual(product!.number!);
    await expect(line.getByRole('button', { name: 'Eén meer' })).toBeDisabled();
    await expect(line.getByTestId('cart-line-total')).toHaveText(euro(price! * number));
    await line.getByRole('button', { name: 'Eén minder' }).click();
    await expect(count).toHaveText(String(number - 1));
    await expect(page.getByTestId('cart-total')).toHaveText(euro(price! * (number - 1)));

    await page.reload();
    await expect(line.getByRole('spinbutton', { name: 'Aantal' })).toHaveValue(String(number - 1));
    await expect(count).toHaveText(String(number - 1));

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

test.describe("the 'Successfully added.' popup on a product page", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`leaves the product's name and price in sight, and closes on Escape and a press outside (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const product = (await homeProducts(page.request)).find(
        (p) => p.price !== null && (p.number ?? 0) >= 5,
      )!;
      await page.goto(`/product/default/${product.id}`);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      const summary = page.locator('main .cat-summary').first();
      const add = page.locator('main').getByRole('button', { name: 'In winkelwagen' }).first();
      const popup = page.getByRole('dialog', { name: 'Succesvol toegevoegd.' });

      await add.click();
      await expect(popup).toBeVisible();
      const covered = async (part: string) => {
        const [a, b] = [await popup.boundingBox(), await summary.locator(part).first().boundingBox()];
        if (!a || !b) throw new Error(`no box for the popup or ${part}`);
        return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      };
      expect(await covered('.cat-summary-name'), 'the popup covers the name').toBe(false);
      expect(await covered('.cat-price'), 'the popup covers the price').toBe(false);
      // Nothing of the page (the phone's bottom bar) lies over its actions: a trial press reaches them.
      await popup.getByRole('link', { name: 'Bekijk winkelwagen' }).click({ trial: true, timeout: 5_000 });
      await popup.getByRole('link', { name: 'Afrekenen' }).click({ trial: true, timeout: 5_000 });
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();

      await add.click();
      await expect(popup).toBeVisible();
      await summary.locator('.cat-summary-name').click();
      await expect(popup).toBeHidden();
    });
  }
});
