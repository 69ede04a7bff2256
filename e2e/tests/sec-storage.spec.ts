import { expect, test } from '@playwright/test';
import {
  BUSINESS_ACCOUNT,
  cartLine,
  CONSUMER_ACCOUNT,
  euro,
  homeProducts,
  serverUnitPrice,
  signInContext,
  stockOf,
} from '../support/cart-api';

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
      .getByRole('button', { name: /add to cart$/i });
    await addButton.click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    const cart = await page.evaluate(
      () => JSON.parse(localStorage.getItem('riode-cart') ?? '{}') as { data?: string },
    );
    expect(JSON.parse(cart.data ?? '[]')).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}

/**
 * A riode-cart edited by hand: a price of one cent, and a stock and a quantity of a billion. The
 * cart, the checkout and the header show the server's price for this shopper and the quantity cut
 * to the server's stock (mfe-cart/src/store/repricer.ts), for a guest, a consumer and a business.
 */
for (const who of ['guest', 'consumer', 'business'] as const) {
  test(`a riode-cart with a fake price and a fake huge stock and quantity shows the server's price and stock (${who})`, async ({
    context,
    page,
  }) => {
    const account = { guest: null, consumer: CONSUMER_ACCOUNT, business: BUSINESS_ACCOUNT }[who];
    const session = account ? await signInContext(context, account) : null;
    // The last home product with a price and a stock the badge writes out whole.
    const product = (await homeProducts(page.request))
      .filter((candidate) => candidate.price !== null && (candidate.number ?? 0) >= 2)
      .filter((candidate) => (candidate.number ?? 0) <= 999)
      .at(-1);
    expect(product, 'a home product with a price and 2 to 999 in stock').toBeDefined();
    const { id, name } = product!;
    const unitCents = Math.round((await serverUnitPrice(page.request, id, session?.accessToken)) * 100);
    const stock = await stockOf(page.request, id);
    const tampered = { ...cartLine(product!, 1_000_000_000), price: 0.01, number: 1_000_000_000 };
    await page.addInitScript(
      (stored) => {
        // Only before the first load: what the shop writes afterwards must stay its own.
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('riode-cart', stored);
      },
      JSON.stringify({ data: JSON.stringify([tampered]) }),
    );
    const money = (cents: number) => euro(cents / 100);

    await page.goto('/pages/cart');
    const line = page.locator(`main [data-boundary="cart"] .cart-line[data-product-id="${id}"]`);
    await expect(line.getByTestId('cart-unit-price')).toHaveText(money(unitCents));
    await expect(line.getByRole('spinbutton', { name: 'Aantal' })).toHaveValue(String(stock));
    await expect(line.getByTestId('cart-line-total')).toHaveText(money(unitCents * stock));
    await expect(page.getByTestId('cart-total')).toHaveText(money(unitCents * stock));
    await expect(page.getByTestId('cart-count')).toHaveText(String(stock));
    await expect(page.locator('main')).not.toContainText('0,01');
    // The stored cart is repaired too: the server's price and stock, the quantity within it.
    const stored = await page.evaluate(
      () => JSON.parse(JSON.parse(localStorage.getItem('riode-cart') ?? '{}').data ?? '[]') as unknown[],
    );
    expect(stored).toEqual([expect.objectContaining({ id, qty: stock, number: stock })]);

    await page.getByRole('button', { name: 'Winkelwagen tonen' }).click();
    const panel = page.getByRole('region', { name: 'Inhoud van je winkelwagen' });
    await expect(panel).toContainText(`${stock} × ${money(unitCents)}`);
    await expect(panel.getByTestId('cart-dropdown-subtotal')).toHaveText(money(unitCents * stock));
    await panel.getByRole('link', { name: 'Afrekenen' }).click();

    await expect(page).toHaveURL(/\/pages\/checkout$/);
    const summary = page.getByRole('complementary', { name: 'Overzicht van je bestelling' });
    await expect(summary).toContainText(`${stock} × ${name}`);
    await expect(summary.getByTestId('checkout-line-total')).toHaveText(money(unitCents * stock));
    await expect(summary.getByTestId('cart-total')).toHaveText(money(unitCents * stock));
    await expect(page.getByTestId('cart-count')).toHaveText(String(stock));
  });
}
