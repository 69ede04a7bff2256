import { expect, test, type Page } from '@playwright/test';
import { message } from '../support/chaos';

/**
 * Each catalog page's code is a chunk of its own (issue 9): a first load fetches its own page's
 * chunk through the page's preloads, in parallel with the rest, and no other page's; the other
 * pages' chunks come at the shopper's first click or key; a chunk that fails to load leaves the
 * slot's notice, and "try again" draws the page.
 */

// The product page's title: the home has an h1 of its own (the hero's), so `main h1` would not do.
const PRODUCT_TITLE = 'main [data-boundary="catalog"] .cat-product-layout h1';

const PAGE_CHUNK = /\/remotes\/catalog\/[^/]+\/catalog-page-(\w+)\.[0-9a-f]+\.js$/;

/** The catalog page chunks the page has fetched so far, with what started each download. */
async function pageChunksFetched(page: Page): Promise<Array<{ page: string; initiator: string }>> {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => [entry.name, (entry as PerformanceResourceTiming).initiatorType]),
  );
  return entries.flatMap(([url = '', initiator = '']) => {
    const chunk = PAGE_CHUNK.exec(new URL(url).pathname)?.[1];
    return chunk ? [{ page: chunk, initiator }] : [];
  });
}

test.describe("a catalog page's own code", () => {
  for (const [path, chunk, ready] of [
    ['/', 'home', 'main [data-boundary="catalog"] [data-product-id]'],
    ['/cat/beddengoed-4', 'listing', 'main [data-boundary="catalog"] [data-product-id]'],
    ['/product/default/1', 'product', PRODUCT_TITLE],
  ] as const) {
    test(`${path}: comes from the page's preload, and no other page's code is fetched`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      // One download of the page's own chunk, started by the <link rel="preload"> in the HTML.
      expect(await pageChunksFetched(page)).toEqual([{ page: chunk, initiator: 'link' }]);
    });
  }

  test("the other pages' code arrives at the shopper's first click, and a move to a product draws it", async ({
    page,
  }) => {
    await page.goto('/');
    const card = page.locator('main [data-boundary="catalog"] .cat-card').first();
    await expect(card).toBeVisible();
    expect((await pageChunksFetched(page)).map((c) => c.page)).toEqual(['home']);
    await card.locator('a').first().click();
    await expect(page.locator(PRODUCT_TITLE)).toBeVisible();
    const fetched = await pageChunksFetched(page);
    expect(fetched.map((c) => c.page).sort()).toEqual(['home', 'listing', 'product']);
    // Once each: the product page drew with the code its first click had started to load.
    expect(fetched.filter((c) => c.page === 'product')).toHaveLength(1);
  });

  test("a page's code that fails to load shows the slot's notice, and trying again draws the page", async ({
    page,
  }) => {
    let failing = true;
    await page.route(PAGE_CHUNK, (route) =>
      failing && route.request().url().includes('catalog-page-product')
        ? route.abort('connectionreset')
        : route.continue(),
    );
    await page.goto('/');
    const card = page.locator('main [data-boundary="catalog"] .cat-card').first();
    await expect(card).toBeVisible();
    await card.locator('a').first().click();

    const notice = page.locator('main [data-slot-fallback="catalog"]');
    await expect(notice).toContainText(message('shell', 'nl_NL', 'slot.unavailable.catalog'));
    // The header and the rest of the shell keep working meanwhile.
    await expect(page.locator('header [data-boundary="catalog"]')).toBeVisible();

    failing = false;
    await notice.getByRole('button', { name: message('shell', 'nl_NL', 'slot.retry') }).click();
    await expect(page.locator(PRODUCT_TITLE)).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});

test.describe("the header's cart and account menu", () => {
  test('load after the main content, their entries and chunks preloaded side by side, each file once', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('main [data-boundary="catalog"] [data-product-id]').first()).toBeVisible();
    await expect(page.locator('header').getByTestId('cart-count')).toBeAttached();
    await expect(page.locator('header [data-boundary="account"]')).toBeVisible();
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/remotes\/(cart|account)\//.test(entry.name))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          initiator: (entry as PerformanceResourceTiming).initiatorType,
        })),
    );
    const paths = files.map((file) => file.path);
    for (const remote of ['cart', 'account']) {
      expect(
        paths.filter((path) => path.startsWith(`/remotes/${remote}/`) && path.endsWith('/remoteEntry.js')),
      ).toHaveLength(1);
      expect(
        paths.some((path) => path.startsWith(`/remotes/${remote}/`) && path.includes('__federation_expose_')),
      ).toBe(true);
    }
    // Every one downloaded once, by the preloads the shell added as the widgets started: the
    // widgets' chunks did not wait for their remote's entry to have run.
    expect(new Set(paths).size).toBe(paths.length);
    expect(files.filter((file) => file.initiator !== 'link')).toEqual([]);
  });
});
