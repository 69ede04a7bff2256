import { expect, test, type Page } from '@playwright/test';
import { formatPrice, routes, toCents } from 'shared-contracts';
import { apiListing, apiProduct, findProduct } from '../support/catalog-api';

/** A schema.org block as read back. */
type Structured = Record<string, unknown> & { itemListElement?: Array<Record<string, unknown>> };

/**
 * Each page's head is in the HTML the server sends (docs/page-rendering.md, "The head"): read
 * here with scripts off, as a crawler or a link preview reads it, and checked against the API.
 */
test.use({ javaScriptEnabled: false });

const head = (page: Page) => ({
  title: () => page.title(),
  /** A meta tag's content, or null when the page has no such tag. */
  meta: async (key: string) => {
    const tag = page.locator(`head meta[name="${key}"], head meta[property="${key}"]`);
    return (await tag.count()) === 0 ? null : tag.first().getAttribute('content');
  },
  canonical: () => page.locator('head link[rel="canonical"]').getAttribute('href'),
  structured: async (type: string) => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.map((text) => JSON.parse(text) as Structured).find((data) => data['@type'] === type);
  },
});

test('a product: its name, brand and price in the visitor’s language, one address, a preview, and data that agree with the API', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const listed = await findProduct(request, (p) => p.price !== null && p.number !== null && p.number > 10);
  const product = await apiProduct(request, listed.id);
  const { brand } = product;
  // The alias and a tracking parameter: the page still names its one address.
  await page.goto(`${routes.productDefault(product.id)}?utm_source=nieuwsbrief`);
  const dutch = head(page);
  expect(await dutch.title()).toBe(`${product.name} – ${brand} | Riode`);
  expect(await dutch.meta('description')).toContain(formatPrice(toCents(product.price!), 'nl_NL'));
  const canonical = `${baseURL}${routes.product(product)}`;
  expect(await dutch.canonical()).toBe(canonical);
  expect(await dutch.meta('og:type')).toBe('product');
  expect(await dutch.meta('og:url')).toBe(canonical);
  expect(await dutch.meta('og:image')).toBe(`${baseURL}${product.prodImageList[0]!.imageURL}?w=1200`);
  expect(await dutch.meta('twitter:card')).toBe('summary_large_image');
  expect(await dutch.meta('robots')).toBeNull();

  const data = await dutch.structured('Product');
  expect(data).toMatchObject({
    name: product.name,
    sku: String(product.id),
    brand: { name: brand },
    offers: {
      price: product.price!.toFixed(2),
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: canonical,
    },
  });
  const trail = await dutch.structured('BreadcrumbList');
  expect(trail?.itemListElement?.at(-1)).toMatchObject({ name: product.name, item: canonical });

  // In the language the visitor chose (the cookie the shell keeps).
  await context.addCookies([{ name: 'riode-language', value: 'de_DE', url: baseURL! }]);
  await page.goto(routes.product(product));
  expect(await head(page).meta('description')).toContain(
    `von ${brand} für ${formatPrice(toCents(product.price!), 'de_DE')}`,
  );
  expect(await head(page).canonical()).toBe(canonical);
});

test('a category: its name and product count, one address whatever the filters, and its trail', async ({
  page,
  request,
  baseURL,
}) => {
  const categories = (await (
    await request.get('/products/api/v1/categories/get-public-all-categories')
  ).json()) as { responseData: { data: Array<{ id: number; name: string; parentCategoryId: number }> } };
  const category = categories.responseData.data.find((c) => c.parentCategoryId === 0)!;
  const { recordsFiltered } = await apiListing(request, { categoryId: category.id, draw: 1, length: 1 });
  await page.goto(`${routes.category(category)}?sort=price-asc&utm_campaign=winter`);
  const tags = head(page);
  expect(await tags.title()).toBe(`${category.name} | Riode`);
  expect(await tags.meta('description')).toContain(`${category.name}: ${recordsFiltered} product`);
  expect(await tags.canonical()).toBe(`${baseURL}${routes.category(category)}`);
  expect((await tags.structured('BreadcrumbList'))?.itemListElement?.at(-1)).toMatchObject({
    name: category.name,
    item: `${baseURL}${routes.category(category)}`,
  });
});

test('an information page: its heading; home: the shop and how to reach it; a shopper’s pages and 404: noindex', async ({
  page,
}) => {
  await page.goto(routes.info('privacy'));
  const heading = await page.locator('main h1').textContent();
  expect(await page.title()).toBe(`${heading} | Riode`);
  expect(await head(page).meta('robots')).toBeNull();

  await page.goto(routes.home());
  expect(await head(page).structured('Organization')).toMatchObject({ '@type': 'Organization' });

  for (const address of [
    routes.cart(),
    routes.checkout(),
    routes.login(),
    routes.resetPassword(),
    '/no/such/page',
  ]) {
    await page.goto(address);
    expect([address, await head(page).meta('robots')]).toEqual([address, 'noindex']);
  }
  // One head per page: the template's title and description are replaced, not added to.
  expect(await page.locator('head title').count()).toBe(1);
  expect(await page.locator('head meta[name="description"]').count()).toBe(1);
});

test.describe('with scripts', () => {
  test.use({ javaScriptEnabled: true });

  test('a move in the browser puts the next page’s head in place of the last one’s', async ({
    page,
    request,
    baseURL,
  }) => {
    const listed = await findProduct(request, (p) => p.price !== null);
    const product = await apiProduct(request, listed.id);
    await page.goto(routes.info('privacy'));
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // A link the shell's router follows in the browser, as the footer's and the listing's are.
    await page.evaluate((address) => {
      history.pushState(null, '', address);
      dispatchEvent(new PopStateEvent('popstate'));
    }, routes.product(product));
    await expect(page).toHaveTitle(new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – `));
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}${routes.product(product)}`,
    );
    await expect(page.locator('head title')).toHaveCount(1);
    const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
    expect(blocks.some((text) => text.includes(`"sku":"${product.id}"`))).toBe(true);
  });
});
