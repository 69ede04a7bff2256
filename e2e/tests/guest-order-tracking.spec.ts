import { expect, test, type Page } from '@playwright/test';
import { accountPanel, useEnglish } from '../support/account-actions';
import { Inbox } from '../support/account-inbox';
import { startAccountShop, type AccountShop } from '../support/account-shop';
import { seedCart, type ApiProduct } from '../support/cart-api';

// A shop of its own, whose confirmation e-mails reach a real SMTP inbox; the journey advances the
// order with the operator CLI, which restarts that shop.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const inbox = new Inbox();
let shop: AccountShop;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startAccountShop({ SMTP_URL: await inbox.start() });
});
test.afterAll(async () => {
  await shop?.stop();
  await inbox.stop();
});
test.beforeEach(async ({ page }) => useEnglish(page));

const at = (path: string) => `${shop.url}${path}`;

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

/** A guest's order placed through the checkout page: its number, from the confirmation page. */
async function checkOutAsGuest(page: Page, email: string): Promise<string> {
  const listing = await page.request.get(
    at('/products/api/v1/public-products/get-default-approved-products'),
  );
  const products = ((await listing.json()) as { responseData: { data: ApiProduct[] } }).responseData.data;
  const product = products.find((p) => p.price !== null && (p.number ?? 0) >= 5);
  expect(product, 'a home product with stock').toBeDefined();
  await page.goto(at('/'));
  await seedCart(page, product!, 1);
  await page.goto(at('/pages/checkout'));
  await hydrated(page);
  await page.getByRole('radio', { name: 'Collect at the collection point' }).check();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill('Gijs');
  await page.getByLabel('Last name').fill('Gast');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/^RD-\d+$/);
  return orderNumber;
}

/** The tracking page's form, filled in and sent. */
async function track(page: Page, email: string): Promise<void> {
  const panel = accountPanel(page);
  await panel.getByLabel('Email address').fill(email);
  await panel.getByRole('button', { name: 'Track order' }).click();
}

test('a guest tracks the order from the confirmation page and from the e-mail in another browser; a wrong address shows nothing', async ({
  page,
  browser,
}) => {
  const email = `guest-${Date.now().toString(36)}-${process.pid}@example.com`;
  const orderNumber = await checkOutAsGuest(page, email);

  // From the confirmation page: no sign-in asked, the number already filled in.
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(at(`/pages/track-order?order=${orderNumber}`));
  const panel = accountPanel(page);
  await expect(panel.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await expect(panel.getByLabel('Order number')).toHaveValue(orderNumber);
  await track(page, email);
  const result = panel.getByRole('region', { name: `Order ${orderNumber}` });
  await expect(result.getByTestId('acc-tracking-status')).toHaveText('Placed');
  await expect(result.getByRole('listitem')).toHaveCount(1);
  // The e-mail address is not put into the page's address.
  expect(page.url()).not.toContain('example.com');

  expect(await shop.cli(['advance-order', orderNumber])).toContain('placed → confirmed');

  // The confirmation e-mail's link, opened where no one ever signed in or ordered.
  const link = await inbox.nextLink(email, '/pages/track-order');
  expect(link.searchParams.get('order')).toBe(orderNumber);
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await useEnglish(other);
    await other.goto(at(`${link.pathname}${link.search}`));
    await hydrated(other);
    const otherPanel = accountPanel(other);
    await expect(otherPanel.getByLabel('Order number')).toHaveValue(orderNumber);
    await expect(otherPanel.getByText('Please sign in to see this page.')).toHaveCount(0);

    // Only the number: another address says 'Order not found' and shows nothing of the order.
    await track(other, 'someone-else@example.com');
    await expect(otherPanel.getByRole('alert')).toHaveText('Order not found');
    await expect(otherPanel.getByTestId('acc-tracking-status')).toHaveCount(0);
    await expect(otherPanel.getByRole('listitem')).toHaveCount(0);
    await expect(otherPanel.getByText('Confirmed')).toHaveCount(0);

    await track(other, email.toUpperCase());
    const tracked = otherPanel.getByRole('region', { name: `Order ${orderNumber}` });
    await expect(tracked.getByTestId('acc-tracking-status')).toHaveText('Confirmed');
    await expect(tracked.getByRole('listitem')).toHaveCount(2);
    await expect(otherPanel.getByText('Order not found')).toHaveCount(0);
  } finally {
    await fresh.close();
  }
});

test('guessing the address of an order is stopped: after 5 wrong addresses the page says to wait, even for the right one', async ({
  page,
}) => {
  const listing = await page.request.get(
    at('/products/api/v1/public-products/get-default-approved-products'),
  );
  const products = ((await listing.json()) as { responseData: { data: ApiProduct[] } }).responseData.data;
  const product = products.find((p) => p.price !== null && (p.number ?? 0) >= 5);
  const email = `guessed-${Date.now().toString(36)}-${process.pid}@example.com`;
  const placed = await page.request.post(at('/orders/api/v1/orders/place-order'), {
    data: {
      email,
      firstName: 'Gijs',
      lastName: 'Gast',
      delivery: 'collection',
      lines: [{ productId: product!.id, qty: 1, orderType: 'normal' }],
    },
  });
  const { orderNumber } = ((await placed.json()) as { responseData: { data: { orderNumber: string } } })
    .responseData.data;

  await page.goto(at(`/pages/track-order?order=${orderNumber}`));
  await hydrated(page);
  const panel = accountPanel(page);
  // The limit per order number (TRACK_ORDER_MAX_FAILURES, 5 by default: backend/src/config-accounts.ts).
  const answer = () => page.waitForResponse((response) => response.url().includes('/track-order?'));
  for (let guess = 1; guess <= 5; guess += 1) {
    const answered = answer();
    await track(page, `guess-${guess}@example.com`);
    expect((await answered).status()).toBe(404);
    await expect(panel.getByRole('alert')).toHaveText('Order not found');
  }
  const answered = answer();
  await track(page, email);
  expect((await answered).status()).toBe(429);
  await expect(panel.getByRole('alert')).toHaveText(
    'Too many attempts to look up this order. Please wait a while before you try again.',
  );
  await expect(panel.getByTestId('acc-tracking-status')).toHaveCount(0);
});
