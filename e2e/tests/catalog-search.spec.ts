import { expect, test, type Page } from '@playwright/test';
import { apiListing } from '../support/catalog-api';
import { seedCart } from '../support/chaos';

/** The header search box is the catalog's, mounted in the shell's header. */
const searchBox = (page: Page) =>
  page.locator('header [data-boundary="catalog"]').getByRole('combobox', { name: 'Zoeken in de winkel…' });

/**
 * The texts the API was asked to search for, in order, by suggestions or a listing (page.on('request')
 * sees every call).
 */
function countLookups(page: Page): { texts: string[] } {
  const seen = { texts: [] as string[] };
  page.on('request', (request) => {
    const text = new URL(request.url()).searchParams.get('searchByName');
    if (text !== null) seen.texts.push(text);
  });
  return seen;
}

test.describe('header search suggestions', () => {
  test('none at 4 characters; at 5 or more exactly one lookup, for the text once typing paused', async ({
    page,
  }) => {
    const lookups = countLookups(page);
    const lookupOf = (text: string) =>
      page.waitForRequest((request) => new URL(request.url()).searchParams.get('searchByName') === text);
    // The page's clock moves only when the test moves it (once the page has hydrated): the 500 ms
    // debounce passes, or does not, exactly as the test says, with no sleep.
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.clock.pauseAt(Date.now() + 1000);
    const box = searchBox(page);

    await box.pressSequentially('kuss');
    await page.clock.runFor(1500);
    // Keystrokes 100 ms apart: 'kusse' never rests for 500 ms, so only 'kussen' is looked up.
    await box.press('e');
    await page.clock.runFor(100);
    const kussen = lookupOf('kussen');
    await box.press('n');
    await page.clock.runFor(500);
    await kussen;
    await expect(page.getByRole('listbox', { name: 'Suggesties' }).getByRole('option').first()).toBeVisible();

    // Long after, one key more (back to 'kusse', which has now rested): the lookups come in the
    // order they were made, so 'kuss', or a second 'kussen', would stand before this one.
    await page.clock.runFor(1500);
    const kusse = lookupOf('kusse');
    await box.press('Backspace');
    await page.clock.runFor(500);
    await kusse;
    expect(lookups.texts).toEqual(['kussen', 'kusse']);
  });

  test('arrows and Enter open a suggested product; Escape closes; submit searches /shop with the category', async ({
    page,
  }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.pressSequentially('handdoek');
    const options = page.getByRole('listbox', { name: 'Suggesties' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const name = (await options.first().locator('.cat-suggestion-name').textContent()) ?? '';
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\/d\/p\/\?t=.+&slug=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    const category = page
      .locator('header [data-boundary="catalog"]')
      .getByRole('combobox', { name: 'Categorie' });
    await expect(category.locator('option').first()).toHaveText('alle categorieën');
    await expect(category.locator('option').first()).toHaveAttribute('value', '0');
    await category.selectOption({ label: 'Badtextiel' });
    await box.fill('handdoek');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\?search=handdoek&categoryId=12$/);
    const expected = await apiListing(page.request, { searchByName: 'handdoek', categoryId: 12 });
    await expect(page.getByTestId('result-count')).toHaveAttribute(
      'data-count',
      String(expected.recordsFiltered),
    );
  });

  test('text typed while a slow phone is still hydrating the page stays, and is looked up', async ({
    page,
    context,
    request,
  }) => {
    // A returning shopper (a filled cart in the browser) on a phone four times slower than this
    // machine: the page is on screen well before its scripts have taken it over.
    await seedCart(page, request);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const lookup = page.waitForRequest(
      (call) => new URL(call.url()).searchParams.get('searchByName') === 'handdoek',
    );
    await page.goto('/pages/cart', { waitUntil: 'commit' });
    const box = searchBox(page);
    await box.fill('handdoek');
    await lookup;
    await expect(page.getByRole('listbox', { name: 'Suggesties' }).getByRole('option').first()).toBeVisible();
    await expect(box).toHaveValue('handdoek');
  });
});

const TOO_SHORT = 'Typ een woord van minstens 3 tekens om te zoeken.';

test.describe('a search needs a word of 3 characters', () => {
  test('the header refuses "xl" with the message under the field and stays; "wit" lists products', async ({
    page,
  }) => {
    const searches = countLookups(page);
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const box = searchBox(page);
    await box.fill('xl');
    await box.press('Enter');
    const message = page.locator('header').getByRole('alert');
    await expect(message).toHaveText(TOO_SHORT);
    await expect(box).toHaveAttribute('aria-describedby', (await message.getAttribute('id')) ?? 'none');
    await expect(page).toHaveURL(/\/$/);

    await box.fill('wit');
    await expect(message).toHaveCount(0);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\?search=wit&categoryId=0$/);
    const expected = await apiListing(page.request, { searchByName: 'wit' });
    expect(expected.recordsFiltered).toBeGreaterThan(0);
    await expect(page.getByTestId('result-count')).toHaveAttribute(
      'data-count',
      String(expected.recordsFiltered),
    );
    await expect(page.getByTestId('product-grid')).toBeVisible();
    expect(searches.texts).not.toContain('xl');
  });

  test('/shop?search=xl says what to type in place of the results, drawn on the server and kept', async ({
    page,
  }) => {
    const searches = countLookups(page);
    const response = await page.goto('/shop?search=xl');
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain(TOO_SHORT);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByTestId('search-too-short')).toHaveText(TOO_SHORT);
    await expect(page.getByTestId('product-grid')).toHaveCount(0);
    await expect(page.getByText('konden niet worden geladen')).toHaveCount(0);
    expect(searches.texts).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the header form sends "xl" to /shop, which says what to type; "wit" still lists products', async ({
      page,
    }) => {
      await page.goto('/');
      const box = searchBox(page);
      await box.fill('xl');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/shop\?.*search=xl/);
      await expect(page.getByTestId('search-too-short')).toHaveText(TOO_SHORT);
      await expect(page.getByTestId('product-grid')).toHaveCount(0);

      await searchBox(page).fill('wit');
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(/\/shop\?.*search=wit/);
      await expect(page.getByTestId('search-too-short')).toHaveCount(0);
      await expect(page.getByTestId('product-grid')).toBeVisible();
    });
  });
});
