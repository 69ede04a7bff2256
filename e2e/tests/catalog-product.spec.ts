import { expect, test, type Page } from '@playwright/test';
import { apiProduct, findProduct } from '../support/catalog-api';

const cartCount = (page: Page) => page.getByTestId('cart-count');

test.describe('product detail', () => {
  test('breadcrumbs, previous and next with thumbnails, title, description and Product/Offer data', async ({
    page,
  }) => {
    const start = await findProduct(page.request, (p) => p.price !== null && p.id > 20);
    const detail = await apiProduct(page.request, start.id);
    // In a catalogue of more than one product, every product has a neighbour.
    const next = detail.next ?? detail.prev;
    if (!next) throw new Error(`product ${detail.id} has no neighbour`);

    await page.goto(`/product/default/${detail.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.name);
    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Producten', 'Detail']);
    await expect(page).toHaveTitle(`${detail.name} – ${detail.brand} | Riode`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
    const ld = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((b) => b['@type'] === 'Product') as {
      '@type': string;
      name: string;
      offers: { '@type': string; price: string; priceCurrency: string };
    };
    expect(ld).toMatchObject({ '@type': 'Product', name: detail.name });
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: detail.price!.toFixed(2),
      priceCurrency: 'EUR',
    });

    const direction = detail.next ? 'next' : 'prev';
    const link = page.getByTestId(`product-${direction}`);
    await link.hover();
    const thumb = link.locator('img');
    await expect(thumb).toBeVisible();
    await expect(thumb).toHaveAttribute('width', '110');
    await expect(thumb).toHaveAttribute('height', '123');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`slug=${next.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.name);
    await page.getByTestId(`product-${direction === 'next' ? 'prev' : 'next'}`).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.name);
  });

  test('the quantity stays within 1 and the stock; adding reaches the header cart count; more than the stock is refused', async ({
    page,
  }) => {
    const product = await findProduct(
      page.request,
      (p) => p.price !== null && p.number !== null && p.number >= 3 && p.number <= 9,
    );
    const stock = product.number!;
    await page.goto(`/product/d/p/?t=x&slug=${product.id}`);
    await expect(cartCount(page)).toHaveText('0');
    const quantity = page.getByRole('spinbutton', { name: 'Aantal' });
    const less = page.getByRole('button', { name: 'Eén minder' });
    const more = page.getByRole('button', { name: 'Eén meer' });
    await expect(less).toBeDisabled();
    await quantity.fill('999');
    await expect(quantity).toHaveValue(String(stock));
    await expect(more).toBeDisabled();
    await less.click();
    await expect(quantity).toHaveValue(String(stock - 1));

    const check = page.waitForRequest(
      (r) => r.url().includes('validate-product-stock') && r.method() === 'POST',
    );
    await page.getByRole('button', { name: 'In winkelwagen', exact: true }).click();
    expect(new URL((await check).url()).searchParams.get('stock')).toBe(String(stock - 1));
    await expect(cartCount(page)).toHaveText(String(stock - 1));

    // In the cart stock − 1, asked 2 more: over the stock, so the cart is not asked.
    await quantity.fill('2');
    await expect(quantity).toHaveValue('2');
    await page.getByRole('button', { name: 'In winkelwagen', exact: true }).click();
    await expect(
      page.getByText(
        'Het product kan niet aan de winkelwagen worden toegevoegd omdat het niet op voorraad is',
      ),
    ).toBeVisible();
    await expect(cartCount(page)).toHaveText(String(stock - 1));
  });

  test('a product without a price or stock number is refused with the error toast', async ({ page }) => {
    const product = await findProduct(page.request, (p) => p.price === null || p.number === null);
    await page.goto(`/product/default/${product.id}`);
    await page.getByRole('button', { name: 'In winkelwagen', exact: true }).click();
    await expect(page.getByText('Dit product kan niet aan de winkelwagen worden toegevoegd')).toBeVisible();
    await expect(cartCount(page)).toHaveText('0');
  });
});
