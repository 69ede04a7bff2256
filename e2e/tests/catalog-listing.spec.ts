import { expect, test, type Page } from '@playwright/test';
import { apiFilters, apiListing } from '../support/catalog-api';

const count = (page: Page) => page.getByTestId('result-count');
// The boxes follow the address, which changes in a navigation just after the click: click, then
// wait for the box to show the new state (check() would look before the navigation is done).
const facet = (page: Page, value: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${value} \\(\\d+\\)$`) });

test.describe('catalog listing: filters, pages and the address', () => {
  test('each filter combination shows the count the API gives, and the price maximum is sent only when changed', async ({
    page,
  }) => {
    const listingCalls: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('get-products-by-category-id')) listingCalls.push(new URL(request.url()));
    });
    const facets = await apiFilters(page.request);
    const colour = facets.colors.toSorted((a, b) => b.count - a.count)[0]!.value;
    const brand = facets.brands.toSorted((a, b) => b.count - a.count)[0]!.value;

    await page.goto('/shop');
    await expect(count(page)).toHaveAttribute(
      'data-count',
      String((await apiListing(page.request)).recordsFiltered),
    );
    expect(listingCalls.every((url) => !url.searchParams.has('maxPrice'))).toBe(true);
    // The calls below are the browser's own, made once the page has hydrated.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();

    await page.locator('summary', { hasText: 'Kleur' }).click();
    await facet(page, colour).click();
    await expect(facet(page, colour)).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`color=${encodeURIComponent(colour)}`));
    const byColour = await apiListing(page.request, { color: colour });
    await expect(count(page)).toHaveAttribute('data-count', String(byColour.recordsFiltered));

    await page.locator('summary', { hasText: 'Merk' }).click();
    await facet(page, brand).click();
    await expect(facet(page, brand)).toBeChecked();
    const both = await apiListing(page.request, { color: colour, brand });
    await expect(count(page)).toHaveAttribute('data-count', String(both.recordsFiltered));

    const saleOnly = page.getByRole('checkbox', { name: /Alleen aanbiedingen/ });
    await saleOnly.click();
    await expect(saleOnly).toBeChecked();
    const onSale = await apiListing(page.request, { color: colour, brand, isSale: true });
    await expect(count(page)).toHaveAttribute('data-count', String(onSale.recordsFiltered));
    await saleOnly.click();
    await expect(saleOnly).not.toBeChecked();

    await page.getByRole('spinbutton', { name: 'Tot €' }).fill('40');
    await page.getByRole('button', { name: 'Toepassen' }).click();
    await expect(page).toHaveURL(/maxPrice=40/);
    const cheap = await apiListing(page.request, { color: colour, brand, maxPrice: 40 });
    await expect(count(page)).toHaveAttribute('data-count', String(cheap.recordsFiltered));
    expect(listingCalls.at(-1)?.searchParams.get('maxPrice')).toBe('40');

    await page.getByRole('button', { name: 'Filters wissen' }).click();
    await expect(count(page)).toHaveAttribute(
      'data-count',
      String((await apiListing(page.request)).recordsFiltered),
    );
  });

  test('a minimum above the maximum is refused with a message and changes nothing', async ({ page }) => {
    await page.goto('/shop');
    await expect(count(page)).toBeVisible();
    // The check is the browser's, once the page has hydrated; before, the price form is a plain GET
    // form and the server answers it (the no-JS way).
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('spinbutton', { name: 'Van €' }).fill('80');
    await page.getByRole('spinbutton', { name: 'Tot €' }).fill('20');
    await page.getByRole('button', { name: 'Toepassen' }).click();
    await expect(page.getByRole('alert')).toContainText('het eerste niet hoger dan het tweede');
    expect(new URL(page.url()).search).toBe('');
  });

  test('pages of 25: page 2 starts at the 26th product (start = (draw − 1) × length)', async ({ page }) => {
    const secondPage = page.waitForRequest(
      (request) => new URL(request.url()).searchParams.get('draw') === '2',
    );
    await page.goto('/shop');
    await expect(page.getByTestId('product-grid').locator('[data-product-id]')).toHaveCount(25);
    // The browser's own loader asks for page 2 once the page has hydrated; before, the link is a
    // plain one and the server draws page 2 itself (ssr-pages.spec.ts covers that).
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('link', { name: 'Pagina 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    const request = new URL((await secondPage).url());
    expect(request.searchParams.get('start')).toBe('25');
    expect(request.searchParams.get('length')).toBe('25');
    const expected = await apiListing(page.request, { draw: 2, start: 25, length: 25 });
    await expect(page.getByTestId('product-grid').locator('[data-product-id]').first()).toHaveAttribute(
      'data-product-id',
      String(expected.data[0]!.id),
    );
    await expect(page.getByRole('link', { name: 'Pagina 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('filters, sort and page live in the address: back, forward and reload keep them', async ({ page }) => {
    const colour = (await apiFilters(page.request)).colors.toSorted((a, b) => b.count - a.count)[0]!.value;
    await page.goto('/shop');
    const sort = page.getByRole('combobox', { name: /^Sorteren/ });
    await sort.selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await page.locator('summary', { hasText: 'Kleur' }).click();
    await facet(page, colour).click();
    await expect(facet(page, colour)).toBeChecked();
    await expect(page).toHaveURL(/color=/);
    const filtered = await apiListing(page.request, { color: colour, sort: 'price-asc' });
    await expect(count(page)).toHaveAttribute('data-count', String(filtered.recordsFiltered));
    await page.getByRole('link', { name: 'Pagina 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(facet(page, colour)).toBeChecked();
    await page.goBack();
    await expect(page).not.toHaveURL(/color=/);
    await expect(sort).toHaveValue('price-asc');
    await page.goBack();
    await expect(sort).toHaveValue('default');

    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/color=.*sort=price-asc|sort=price-asc.*color=/);
    await page.reload();
    await expect(sort).toHaveValue('price-asc');
    await expect(count(page)).toHaveAttribute('data-count', String(filtered.recordsFiltered));
    const first = await apiListing(page.request, { color: colour, sort: 'price-asc', length: 25 });
    await expect(page.getByTestId('product-grid').locator('[data-product-id]').first()).toHaveAttribute(
      'data-product-id',
      String(first.data[0]!.id),
    );
  });

  test('a search without results shows a clear empty state', async ({ page }) => {
    await page.goto('/shop?search=qqzzxxnothing');
    await expect(page.getByTestId('listing-empty')).toContainText('Geen producten gevonden');
    await expect(count(page)).toHaveText('Geen producten');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('qqzzxxnothing');
  });

  test('category, mobile-menu category and sale pages: their products, title and description', async ({
    page,
  }) => {
    await page.goto('/cat/beddengoed-4');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beddengoed');
    const bedding = await apiListing(page.request, { categoryId: 4 });
    await expect(count(page)).toHaveAttribute('data-count', String(bedding.recordsFiltered));
    await expect(page).toHaveTitle('Beddengoed | Riode');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Beddengoed: \d+ producten/,
    );

    await page.goto('/categories/categorypage/?categoryId=12');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Badtextiel');
    const bath = await apiListing(page.request, { categoryId: 12 });
    await expect(count(page)).toHaveAttribute('data-count', String(bath.recordsFiltered));

    await page.goto('/cat/sale/?isSale=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aanbiedingen');
    const sale = await apiListing(page.request, { isSale: true });
    await expect(count(page)).toHaveAttribute('data-count', String(sale.recordsFiltered));
    await expect(page.getByTestId('product-grid').locator('[data-product-id]').first()).toContainText(
      'Aanbieding',
    );
  });

  test('phone: the filters wait behind their button, then work, and keep their state when closed and opened', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const colour = (await apiFilters(page.request)).colors.toSorted((a, b) => b.count - a.count)[0]!.value;
    await page.goto('/shop');
    await expect(count(page)).toHaveAttribute('data-count', /\d+/);
    // Nothing of the panel is drawn before the shopper asks for it.
    await expect(page.locator('#cat-filters-panel summary')).toHaveCount(0);

    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.locator('summary', { hasText: 'Kleur' }).click();
    await facet(page, colour).click();
    await expect(page).toHaveURL(new RegExp(`color=${encodeURIComponent(colour)}`));
    const byColour = await apiListing(page.request, { color: colour });
    await expect(count(page)).toHaveAttribute('data-count', String(byColour.recordsFiltered));

    await toggle.click();
    await expect(facet(page, colour)).toBeHidden();
    await toggle.click();
    await expect(facet(page, colour)).toBeChecked();
  });
});
