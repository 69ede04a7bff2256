import { expect, test, type Locator, type Page } from '@playwright/test';
import { answerKey } from 'shared-contracts';
import { findProduct } from '../support/catalog-api';
import { inlinedAnswers } from '../support/initial-answers';

/**
 * The server answers a page's first catalogue calls in the page itself (issue 9: no waterfall a
 * preload could remove). The page must then show its content without making those calls, and
 * make them again once the visitor has moved on.
 */

const API = '/products/api/v1/';

/** Opens a page, noting its API calls, until its first product shows; gives the calls and the inlined keys. */
async function open(page: Page, path: string, firstProduct: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(API)) calls.push(answerKey(`${url.pathname}${url.search}`));
  });
  const response = await page.goto(path);
  const document = inlinedAnswers((await response?.text()) ?? '');
  await expect(page.locator(firstProduct).first()).toBeVisible();
  return { calls, inlined: Object.keys(document?.answers ?? {}) };
}

/**
 * The page's largest picture came from the page's preload: one download, begun by the <link>
 * (the server chose the same file, srcset and sizes the catalog draws it with).
 */
async function expectFromPreload(picture: Locator) {
  await expect(picture).toHaveJSProperty('complete', true);
  const source = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  const downloads = await picture
    .page()
    .evaluate(
      (url) =>
        performance.getEntriesByName(url).map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      source,
    );
  expect(downloads).toEqual(['link']);
}

test.describe("first load: the page's first answers come with the page", () => {
  test('the home page shows its hero, its products and its offers without asking the API for them', async ({
    page,
  }) => {
    const { calls, inlined } = await open(page, '/', 'main [data-boundary="catalog"] [data-product-id]');
    expect(inlined).toEqual(
      expect.arrayContaining([
        expect.stringContaining('get-public-all-categories'),
        expect.stringContaining('get-default-approved-products'),
        expect.stringContaining('isSale=true'),
      ]),
    );
    await expect(page.getByTestId('home-sale').locator('[data-product-id]').first()).toBeVisible();
    await expect(page.getByTestId('mega-menu')).toBeAttached();
    expect(calls.filter((call) => inlined.includes(call))).toEqual([]);
    await expectFromPreload(page.locator('img.cat-hero-img').first());
  });

  test('a product page shows the product without asking for it; the next product is asked for', async ({
    page,
  }) => {
    const product = await findProduct(page.request, (p) => p.id > 5);
    const { calls, inlined } = await open(page, `/product/default/${product.id}`, 'main h1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    expect(inlined).toContain(answerKey(`${API}public-products/get-product-by-id?productId=${product.id}`));
    expect(calls.filter((call) => inlined.includes(call))).toEqual([]);
    await expectFromPreload(page.locator('img.cat-gallery-main'));

    await page.getByTestId('product-next').or(page.getByTestId('product-prev')).first().click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(product.name);
    expect(calls.some((call) => call.includes('get-product-by-id'))).toBe(true);
  });

  test('a page the browser kept (going back) asks for its answers: those in its copy may be old', async ({
    page,
  }) => {
    const product = await findProduct(page.request, (p) => p.id > 5);
    const { calls } = await open(page, `/product/default/${product.id}`, 'main h1');
    expect(calls.filter((call) => call.includes('get-product-by-id'))).toEqual([]);
    await page.goto('/pages/privacy');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
      ),
    ).toBe('back_forward');
    expect(calls.filter((call) => call.includes('get-product-by-id'))).toHaveLength(1);
  });

  test('a category shows its first page and its filters without asking; page 2 is asked for', async ({
    page,
  }) => {
    const { calls, inlined } = await open(page, '/cat/beddengoed-4', 'main [data-product-id]');
    expect(inlined.filter((key) => /get-products-by-category-id|get-product-filters/.test(key))).toHaveLength(
      2,
    );
    await expect(page.getByTestId('result-count')).toHaveAttribute('data-count', /^[1-9]\d*$/);
    await expect(page.locator('.cat-filters-panel input[type="checkbox"]').first()).toBeAttached();
    expect(calls.filter((call) => inlined.includes(call))).toEqual([]);
    await expectFromPreload(page.locator('main [data-product-id] img.cat-img').first());

    await page
      .getByRole('navigation', { name: 'Paginering' })
      .getByRole('link', { name: 'Pagina 2' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => calls.some((call) => call.includes('draw=2'))).toBe(true);
  });
});
