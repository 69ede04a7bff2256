import { expect, test, type Page } from '@playwright/test';
import { readyCaptcha } from '../support/account-actions';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
  }
}

/** Collects every CSP violation the page reports, as events and as console messages. */
function watchCsp(page: Page): string[] {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  void page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return console;
}

async function expectNoViolations(page: Page, console: string[]): Promise<void> {
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(console).toEqual([]);
}

async function productId(page: Page): Promise<number> {
  const answer = await page.request.get('/products/api/v1/public-products/get-default-approved-products');
  const products = ((await answer.json()) as { responseData: { data: Array<{ id: number }> } }).responseData
    .data;
  const first = products[0];
  if (!first) throw new Error('no product on the home page');
  return first.id;
}

test.describe('the Content-Security-Policy of the production build', () => {
  test('the home page renders its remotes and breaks no rule', async ({ page }) => {
    const console = watchCsp(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    await expect(page.locator('main [data-boundary="catalog"] [data-product-id]').first()).toBeVisible();
    await expect(page.locator('header [data-boundary="cart"]').first()).toBeVisible();
    await expectNoViolations(page, console);
  });

  test('a product page (with its JSON-LD) renders and breaks no rule', async ({ page }) => {
    const console = watchCsp(page);
    await page.goto(`/product/default/${await productId(page)}`);
    await expect(page.locator('main [data-boundary="catalog"] h1')).toBeVisible();
    const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
    expect(blocks.filter((text) => text.includes('"@type":"Product"'))).toHaveLength(1);
    await expectNoViolations(page, console);
  });

  test('the cart renders and breaks no rule', async ({ page }) => {
    const console = watchCsp(page);
    await page.goto('/pages/cart');
    await expect(
      page.locator('main [data-boundary="cart"]').getByRole('heading', { level: 1 }),
    ).toBeVisible();
    await expectNoViolations(page, console);
  });

  test('the login page renders, its captcha solves in a worker, and breaks no rule', async ({ page }) => {
    const console = watchCsp(page);
    await page.goto('/pages/login');
    const account = page.locator('main [data-boundary="account"]');
    await expect(account.getByRole('heading', { level: 1 })).toBeVisible();
    const captcha = readyCaptcha(account);
    // The widget draws its tick over the box; a keyboard user toggles it with the space bar.
    await captcha.getByRole('checkbox').press('Space');
    await expect(captcha.locator('[data-state="verified"]')).toBeVisible({ timeout: 30_000 });
    await expectNoViolations(page, console);
  });
});
