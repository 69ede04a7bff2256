import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from 'shared-contracts';
import { useEnglish } from '../support/account-actions';
import { startAccountShop, type AccountShop } from '../support/account-shop';

// A shop of its own: the operator's import (the CLI) needs the server stopped for a moment.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Long enough for the import's restart and the add to cart to happen while the offer still runs. */
const SHORT_OFFER_MS = 45_000;
const DAY_MS = 86_400_000;

let shop: AccountShop;
let folder: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startAccountShop({});
  folder = mkdtempSync(path.join(tmpdir(), 'offer-import-'));
});
test.afterAll(async () => {
  await shop?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});
test.beforeEach(async ({ page }) => useEnglish(page));

const at = (route: string) => `${shop.url}${route}`;

async function openProduct(page: Page, product: { id: number; name: string }) {
  await page.goto(at(routes.product(product)));
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
}

test('a finished offer shows its regular price, and a cart line whose offer ends is ordered at the regular price', async ({
  page,
}) => {
  // Two offers at € 10.00 instead of € 20.00, imported as an operator does: one ended yesterday,
  // one ending shortly.
  const label = Date.now().toString(36);
  const finished = { name: `Offer towel ${label} finished`, id: 0 };
  const ending = { name: `Offer towel ${label} ending`, id: 0 };
  const file = path.join(folder, `${label}.csv`);
  const end = new Date(Date.now() + SHORT_OFFER_MS);
  writeFileSync(
    file,
    [
      'name,categoryId,brand,price,oldPrice,stock,isSale,offerEndDate',
      `${finished.name},12,Testmerk,10.00,20.00,50,true,${new Date(Date.now() - DAY_MS).toISOString()}`,
      `${ending.name},12,Testmerk,10.00,20.00,50,true,${end.toISOString()}`,
    ].join('\n'),
  );
  const output = await shop.cli(['import-products', file]);
  const created = [...output.matchAll(/created product (\d+)/g)].map((match) => Number(match[1]));
  expect(created).toHaveLength(2);
  [finished.id, ending.id] = created as [number, number];

  // The finished offer: the regular price, no struck-through offer, and the spec's finished message.
  await openProduct(page, finished);
  const summary = page.locator('.cat-summary');
  await expect(summary.locator('.cat-price-now')).toHaveText('€20.00');
  await expect(summary.locator('.cat-price-old')).toHaveCount(0);
  await expect(summary.getByRole('status').filter({ hasText: 'Product Selling Finished!' })).toBeVisible();

  // The running offer goes into the cart at its offer price, its countdown ticking.
  await openProduct(page, ending);
  await expect(summary.locator('.cat-price-now')).toHaveText('€10.00');
  await expect(summary.locator('.cat-price-old')).toContainText('€20.00');
  await expect(summary.getByRole('timer')).toBeVisible();
  await summary.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Successfully added.' })).toBeVisible();

  // The offer ends while the line sits in the cart: the page's countdown says so when it does.
  await expect(summary.getByRole('status').filter({ hasText: 'Product Selling Finished!' })).toBeVisible({
    timeout: SHORT_OFFER_MS + 30_000,
  });

  // Opened again, the product page shows the regular price.
  await openProduct(page, ending);
  await expect(summary.locator('.cat-price-now')).toHaveText('€20.00');
  await expect(summary.locator('.cat-price-old')).toHaveCount(0);

  // The order is priced by the server at the price that holds now: the regular one.
  await page.goto(at('/pages/checkout'));
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByLabel('Email address').fill(`offer.${label}@example.com`);
  await page.getByLabel('First name').fill('Gijs');
  await page.getByLabel('Last name').fill('Gast');
  await page.getByLabel('Collect at the collection point').check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(/Total incl\. VAT/)).toContainText('€20.00');
});
