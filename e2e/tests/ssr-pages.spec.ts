import { expect, test, type Page } from '@playwright/test';
import { formatPrice, PAGE_STATE_ELEMENT_ID, routes, toCents } from 'shared-contracts';
import { apiListing, apiProduct } from '../support/catalog-api';
import { seedCart } from '../support/chaos';
import { signInContext } from '../support/shell-session';

/**
 * Pages are rendered on the server and hydrated in the browser (docs/page-rendering.md): their
 * content is in the HTML, the page's data comes with it, and the browser adds behaviour without
 * drawing anything again.
 */

/** The API calls the page made itself, by path. */
function apiCallsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(products|orders)\/api\//.test(url.pathname)) calls.push(url.pathname);
  });
  return calls;
}

/** Console errors and warnings, and uncaught errors: a hydration mismatch shows as one of these. */
function consoleProblemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Whether React has taken over the page: its root carries React's container mark once hydrated. */
async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.getElementById('root');
        return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
      }),
    )
    .toBe(true);
}

test.describe('without scripts, the pages a shopper browses show their content', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, price, picture and breadcrumbs', async ({ page, request }) => {
    const { data } = await apiListing(request, {});
    const listed = data.find((candidate) => candidate.price !== null)!;
    const product = await apiProduct(request, listed.id);
    await page.goto(routes.product(product));
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(main.locator('.cat-product-layout')).toContainText(
      formatPrice(toCents(product.price!), 'nl_NL'),
    );
    const picture = main.locator('.cat-product-layout img').first();
    await expect(picture).toBeVisible();
    expect(
      await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    ).toBe(true);
    const crumbs = main.getByRole('navigation', { name: 'Kruimelpad' });
    await expect(crumbs.getByRole('link')).not.toHaveCount(0);
  });

  test('a category page links to its products, and a search is a form that submits', async ({
    page,
    request,
  }) => {
    const { data } = await apiListing(request, { categoryId: 4 });
    await page.goto('/cat/beddengoed-4');
    for (const product of data.slice(0, 3)) {
      await expect(page.locator(`main a[href="${routes.product(product)}"]`).first()).toBeAttached();
    }
    // The header's search is a GET form to /shop: it works without any script.
    const search = page.locator('header form[role="search"], header form').first();
    await search.locator('input[name="search"]').fill('laken');
    await search.locator('input[name="search"]').press('Enter');
    await expect(page).toHaveURL(/\/shop\?.*search=laken/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the information pages show their text', async ({ page }) => {
    await page.goto('/pages/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacyverklaring');
    expect(await page.locator('article.sh-info section').count()).toBeGreaterThanOrEqual(3);
  });
});

test.describe('with scripts, the browser hydrates what the server drew', () => {
  for (const [name, path, ready] of [
    ['home', '/', 'main [data-boundary="catalog"] [data-product-id]'],
    ['listing', '/cat/beddengoed-4', 'main [data-boundary="catalog"] [data-product-id]'],
    ['product', '/product/default/1', 'main [data-boundary="catalog"] h1'],
    ['cart', '/pages/cart', 'main [data-boundary="cart"]'],
    ['login', '/pages/login', 'main [data-boundary="account"] input[type="email"]'],
  ] as const) {
    test(`${name}: no console error or warning, and the page's data is not asked for again`, async ({
      page,
    }) => {
      const problems = consoleProblemsOf(page);
      const calls = apiCallsOf(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // Drawn by the server: in the HTML before any script ran.
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`id="${PAGE_STATE_ELEMENT_ID}"`);
      await hydrated(page);
      await expect(page.locator(ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // The catalogue's answers came with the page; a hydrated page asks only for what lives in
      // the browser (the header search's categories, a stock check).
      expect(
        calls.filter((call) =>
          /get-products-by-category-id|get-product-by-id|get-default-approved/.test(call),
        ),
      ).toEqual([]);
    });
  }

  // A returning shopper: cart, wishlist and last search category are in the browser, which the
  // server cannot read. The hydrating render must draw what the server drew (nothing of them);
  // otherwise React throws the server's page away and draws it again, and what the shopper typed
  // into the search box meanwhile is gone.
  for (const [name, path, ready] of [
    ['home', '/', 'main [data-boundary="catalog"] [data-product-id]'],
    ['listing', '/cat/beddengoed-4', 'main [data-boundary="catalog"] [data-product-id]'],
    ['product', '/product/default/1', 'main [data-boundary="catalog"] h1'],
    ['cart', '/pages/cart', 'main [data-boundary="cart"] .cart-lines'],
  ] as const) {
    test(`${name}, for a shopper with a filled cart and wishlist: hydrates without a mismatch, then shows them`, async ({
      page,
      request,
    }) => {
      const problems = consoleProblemsOf(page);
      const cart = await seedCart(page, request);
      const product = await apiProduct(request, cart.lines[0]!.id);
      await page.addInitScript(
        ([wishlist, category]) => {
          localStorage.setItem('riode-wishlist', wishlist);
          localStorage.setItem('riode-category', category);
        },
        [
          JSON.stringify([
            {
              id: product.id,
              name: product.name,
              price: product.price,
              prodImageList: product.prodImageList,
            },
          ]),
          '4',
        ] as const,
      );
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator(ready).first()).toBeVisible();
      await expect(page.locator('header').getByTestId('cart-count')).toHaveText(String(cart.count));
      await expect(page.locator('.sh-bottom-bar .sh-badge')).toHaveText(String(cart.count));
      await expect(page.locator('header').getByTestId('wishlist-count')).toHaveText('1');
      await expect(page.getByTestId('header-search').locator('select')).toHaveValue('4');
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('a product page drawn on the server keeps its element: hydration replaced nothing', async ({
    page,
  }) => {
    await page.goto('/product/default/1');
    const title = page.locator('main [data-boundary="catalog"] h1');
    await title.evaluate((element) => element.setAttribute('data-kept', 'yes'));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(title).toHaveAttribute('data-kept', 'yes');
  });

  test('a navigation in the browser runs the page’s loader there', async ({ page, request }) => {
    const calls = apiCallsOf(page);
    await page.goto('/product/default/1');
    await hydrated(page);
    const first = await apiProduct(request, 1);
    expect(first.next).toBeTruthy();
    await page.locator('main .cat-neighbours a[rel="next"]').click();
    await expect(page.locator('main [data-boundary="catalog"] h1')).toHaveText(first.next!.name);
    expect(calls).toContain('/products/api/v1/public-products/get-product-by-id');
  });
});

test.describe('honest status codes', () => {
  for (const [what, path] of [
    ['an unknown address', '/does-not-exist'],
    ['an unknown product', '/product/d/p/?t=nothing&slug=999999'],
    ['a product id that is not one', '/product/default/abc'],
    ['an unknown category', '/cat/nothing-99999'],
    ['a category address without an id', '/cat/no-id-here'],
  ] as const) {
    test(`${what} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    });
  }

  test('a product that is not approved answers 404, as the API does', async ({ page, request }) => {
    // The seed leaves every product whose id is 25 modulo 50 unapproved.
    const answer = await request.get('/products/api/v1/public-products/get-product-by-id?productId=25');
    expect(answer.status()).toBe(404);
    const response = await page.goto('/product/default/25');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
  });
});

test('the server renders in the language the shopper chose (the cookie the shell keeps)', async ({
  page,
  context,
}) => {
  await page.goto('/pages/privacy');
  await page.getByTestId('language-select').selectOption('en_US');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'riode-language')?.value).toBe('en_US');
  const html = await (await page.request.get('/pages/privacy')).text();
  expect(html).toMatch(/<html lang="?en"?/);
  expect(html).toContain('Privacy');
  expect(html).not.toContain('Privacyverklaring');
});

test("the header's account part comes from the visitor's session cookie, in the server's HTML", async ({
  context,
}) => {
  const signedOut = await (await context.request.get('/pages/privacy')).text();
  expect(signedOut).toContain('data-user-placeholder="sign-in"');
  await signInContext(context);
  // The demo account's first name, before any script has run.
  const html = await (await context.request.get('/pages/privacy')).text();
  expect(html).toMatch(/data-user-placeholder="account"[^>]*>Daan</);
  const page = await context.newPage();
  await page.goto('/pages/privacy');
  await expect(page.locator('header [data-boundary="account"]')).toContainText('Daan');
});
