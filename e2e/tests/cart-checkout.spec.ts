import { expect, test, type Page } from '@playwright/test';
import {
  CONSUMER_ACCOUNT,
  customerOrderNumbers,
  homeProducts,
  listProducts,
  placeOrderViaApi,
  seedCart,
  signInContext,
  stockOf,
} from '../support/cart-api';

async function addFromHome(page: Page, productId: number) {
  await page.goto('/');
  await page
    .locator(`main [data-product-id="${productId}"]`)
    .first()
    .getByRole('button', { name: 'In winkelwagen' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Succesvol toegevoegd.' })).toBeVisible();
}

test.describe('checkout', () => {
  test('a guest checks out with an email address; the order lowers the stock and leaves the cart', async ({
    page,
  }) => {
    const product = (await homeProducts(page.request)).find((p) => p.price !== null && (p.number ?? 0) >= 10);
    expect(product, 'a home product with at least 10 in stock').toBeDefined();
    const before = await stockOf(page.request, product!.id);

    await addFromHome(page, product!.id);
    await page.getByRole('dialog').getByRole('link', { name: 'Afrekenen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Overzicht van je bestelling' })).toContainText(
      product!.name,
    );

    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Dit veld is verplicht' }).first()).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toBeFocused();
    await page.getByLabel('E-mailadres').fill('geen-adres');
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(page.getByText('Vul een geldig e-mailadres in')).toBeVisible();

    await page.getByLabel('E-mailadres').fill(`e2e.guest.${Date.now()}@example.com`);
    await page.getByLabel('Voornaam').fill('Gijs');
    await page.getByLabel('Achternaam').fill('Gast');
    await page.getByLabel('Straat').fill('Kerkstraat');
    await page.getByLabel('Huisnummer').fill('12a');
    await page.getByLabel('Postcode').fill('6716 BV');
    await page.getByLabel('Plaats').fill('Ede');
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();

    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(orderNumber).toMatch(/^RD-\d+$/);
    await expect(page.getByRole('link', { name: 'Volg je bestelling' })).toHaveAttribute(
      'href',
      `/pages/track-order?order=${orderNumber}`,
    );
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    expect(await stockOf(page.request, product!.id)).toBeLessThanOrEqual(before - 1);
  });

  test("a signed-in buyer's order is linked to the account", async ({ context, page }) => {
    const session = await signInContext(context, CONSUMER_ACCOUNT);
    const product = (await homeProducts(page.request)).find((p) => p.price !== null && (p.number ?? 0) >= 10);
    await addFromHome(page, product!.id);
    await page.goto('/pages/checkout');
    await expect(page.getByLabel('E-mailadres')).toHaveValue(CONSUMER_ACCOUNT.email);
    await page.getByLabel('Afhalen bij het afhaalpunt').check();
    await expect(page.getByLabel('Straat')).toHaveCount(0);
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();

    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(await customerOrderNumbers(page.request, session)).toContain(orderNumber);
  });

  test('an order whose answer is lost is sent again with its key, and placed once', async ({ page }) => {
    // A product no other journey orders (not on the home page, more stock than the low-stock one).
    const home = new Set((await homeProducts(page.request)).map((p) => p.id));
    const product = (await listProducts(page.request, 'length=100&sort=name-asc')).find(
      (p) => p.price !== null && p.number !== null && p.number >= 10 && !home.has(p.id),
    );
    expect(product, 'a product with stock that is not on the home page').toBeDefined();
    const before = await stockOf(page.request, product!.id);

    // The first request reaches the server, which places the order; its answer never comes back.
    const sent: Array<{ key: string | undefined; orderNumber?: string }> = [];
    await page.route('**/orders/api/v1/orders/place-order', async (route) => {
      const key = route.request().headers()['idempotency-key'];
      if (sent.length > 0) {
        sent.push({ key });
        await route.continue();
        return;
      }
      const answer = await route.fetch();
      const body = (await answer.json()) as { responseData: { data: { orderNumber: string } } };
      sent.push({ key, orderNumber: body.responseData.data.orderNumber });
      await route.abort('connectionreset');
    });

    await page.goto('/');
    await seedCart(page, { ...product!, number: before }, 1);
    await page.goto('/pages/checkout');
    await page.getByLabel('E-mailadres').fill(`e2e.lost.${Date.now()}@example.com`);
    await page.getByLabel('Voornaam').fill('Lex');
    await page.getByLabel('Achternaam').fill('Kwijt');
    await page.getByLabel('Afhalen bij het afhaalpunt').check();
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();

    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    await expect(page.getByTestId('order-number')).toHaveText(sent[0]?.orderNumber ?? 'none');
    expect(await stockOf(page.request, product!.id)).toBe(before - 1);
  });

  test('a line whose stock ran out meanwhile is named, and the cart keeps it', async ({ page }) => {
    const home = new Set((await homeProducts(page.request)).map((p) => p.id));
    const lowStock = (await listProducts(page.request, 'length=100&sort=price-desc')).find(
      (p) => p.price !== null && p.number !== null && p.number >= 1 && p.number <= 5 && !home.has(p.id),
    );
    expect(lowStock, 'a low-stock product that is not on the home page').toBeDefined();
    const product = lowStock!;
    const stock = await stockOf(page.request, product.id);

    await page.goto('/');
    await seedCart(page, { ...product, number: stock }, stock);
    await page.goto('/pages/checkout');
    await expect(page.getByTestId('cart-count')).toHaveText(String(stock));

    // Someone else buys the remaining stock while this buyer fills in the form.
    expect(await placeOrderViaApi(page.request, product.id, stock)).toBe(200);

    await page.getByLabel('E-mailadres').fill(`e2e.late.${Date.now()}@example.com`);
    await page.getByLabel('Voornaam').fill('Lotte');
    await page.getByLabel('Achternaam').fill('Laat');
    await page.getByLabel('Afhalen bij het afhaalpunt').check();
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Niet genoeg voorraad meer voor' });
    await expect(alert).toContainText(product.name);
    await alert.getByRole('link', { name: 'Naar je winkelwagen' }).click();
    // The cart asked the server again: the line is kept, marked sold out, and no longer counts
    // more pieces than one (the least a line holds).
    const line = page.locator(`.cart-line[data-product-id="${product.id}"]`);
    await expect(line).toContainText('Uitverkocht');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });
});
