import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { routes, STORAGE_KEYS } from 'shared-contracts';
import { homeProducts } from '../support/cart-api';
import { signInContext } from '../support/shell-session';
import { contentTop, expectNamesHoldVisibleText, expectNothingCut } from '../support/visible-labels';

/**
 * The header on a phone (375 and 412 px) and the frame's accessibility at both widths: a compact
 * header with the search one press away at full width, nothing cut short or unnamed, the skip
 * link first, and no serious axe finding in the header, footer or bottom bar.
 */

const PHONES = [375, 412] as const;
const header = (page: Page) => page.locator('header.sh-header');
const searchPanel = (page: Page) => page.locator('#sh-search-panel');
// The header's search button, shown or not; the search panel's own submit button is named so too.
const searchButton = (page: Page) =>
  header(page).getByRole('button', { name: 'Zoeken', exact: true, includeHidden: true }).first();

/** The header as the shopper ends up with it: hydrated, the cart's counts and the user menu in. */
async function headerSettled(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByTestId('cart-count')).toHaveText(/\d/);
  await expect(header(page).locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const width of PHONES) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 780 } });

    test('the header takes at most 120 px on the home, listing and product pages, signed out and in, without moving', async ({
      page,
      context,
    }) => {
      const product = (await homeProducts(page.request))[0]!;
      // Every layout shift of the first load, the header's parts arriving after hydration included.
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            value: number;
            hadRecentInput: boolean;
          }>)
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const signedIn of [false, true]) {
        if (signedIn) await signInContext(context);
        for (const path of [routes.home(), routes.shop(), routes.product(product)]) {
          await page.goto(path);
          await headerSettled(page);
          await expect(page.locator('main [data-boundary="catalog"]').first()).toBeVisible();
          expect(await contentTop(page), `${path}, signed ${signedIn ? 'in' : 'out'}`).toBeLessThanOrEqual(
            120,
          );
          // Nothing wider than the screen: the page does not scroll sideways.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          const shifted = await page.evaluate(() =>
            (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
          );
          expect(shifted, `layout shift of ${path}`).toBeLessThan(0.01);
        }
      }
      // The spec's parts are all there: language, quick links, the category select (in the search).
      await expect(header(page).getByRole('combobox', { name: 'Taal' })).toBeVisible();
      await expect(
        header(page).getByRole('navigation', { name: 'Snelkoppelingen' }).getByRole('link'),
      ).toHaveCount(8);
      await expect(header(page).getByRole('link', { name: /^Winkelwagen \d+$/ })).toBeVisible();
      // The cart's lines open on the cart page on a phone: no bare arrow beside the cart.
      await expect(header(page).getByRole('button', { name: 'Winkelwagen tonen' })).toBeHidden();
    });

    test('the search opens across the screen with the category select, searches, and closes', async ({
      page,
    }) => {
      await page.goto(routes.cart());
      await headerSettled(page);
      await expect(searchPanel(page)).toBeHidden();
      await searchButton(page).click();
      const field = searchPanel(page).getByRole('combobox', { name: 'Zoeken in de winkel…' });
      await expect(field).toBeFocused();
      const panel = (await searchPanel(page).boundingBox())!;
      expect([panel.x, panel.width]).toEqual([0, width]);
      expect((await field.boundingBox())!.width).toBeGreaterThan(width / 2);
      await expectNothingCut(searchPanel(page));

      await page.keyboard.press('Escape');
      await expect(searchPanel(page)).toBeHidden();
      await expect(searchButton(page)).toBeFocused();
      await searchButton(page).click();
      await searchPanel(page).getByRole('button', { name: 'Sluiten' }).click();
      await expect(searchPanel(page)).toBeHidden();

      await searchButton(page).click();
      const category = searchPanel(page).getByRole('combobox', { name: 'Categorie' });
      await expect(category.getByRole('option', { name: 'Beddengoed' })).toBeAttached();
      await category.selectOption({ label: 'Beddengoed' });
      await field.fill('laken');
      await searchPanel(page).getByRole('button', { name: 'Zoeken' }).click();
      await expect(page).toHaveURL(/\/shop\?search=laken&categoryId=4$/);
      await expect(searchPanel(page)).toBeHidden();
      await expect(page.locator('main [data-product-id]').first()).toBeVisible();
    });

    test('no label is cut short and every control is named by what it shows, signed out and in', async ({
      page,
      context,
    }) => {
      for (const signedIn of [false, true]) {
        if (signedIn) await signInContext(context);
        await page.goto(routes.home());
        await headerSettled(page);
        await expectNothingCut(header(page));
        await expectNamesHoldVisibleText(header(page));
        await expectNamesHoldVisibleText(page.locator('nav.sh-bottom-bar'));
        await searchButton(page).click();
        await expect(searchPanel(page).getByRole('combobox', { name: 'Categorie' })).toBeVisible();
        await expectNothingCut(searchPanel(page));
        await expectNamesHoldVisibleText(searchPanel(page));
      }
    });
  });
}

test.describe('before the page’s scripts have run (375 px)', () => {
  test.use({ viewport: { width: 375, height: 780 }, javaScriptEnabled: false });

  test('the search button opens the server’s search form, which searches', async ({ page }) => {
    await page.goto(routes.home());
    await searchButton(page).click();
    const field = searchPanel(page).getByRole('combobox', { name: 'Zoeken in de winkel…' });
    await field.fill('handdoek');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/shop\?categoryId=0&search=handdoek$/);
    await expect(page.locator('main [data-product-id]').first()).toBeVisible();
  });
});

test.describe('the skip link', () => {
  for (const width of [375, 1280]) {
    test(`is the first Tab stop at ${width} px, shows when focused and moves the focus to the main content`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 780 });
      await page.goto(routes.home());
      await headerSettled(page);
      const skip = page.getByRole('link', { name: 'Direct naar de inhoud' });
      await expect(skip).not.toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
      // The next Tab stop is the main content's first, past the whole header.
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement)),
      ).toBe(true);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('speaks the page’s language', async ({ page }) => {
    await page.goto(routes.info('privacy'));
    for (const [locale, text] of [
      ['en_US', 'Skip to content'],
      ['fr_CA', 'Aller au contenu'],
      ['de_DE', 'Zum Inhalt springen'],
    ] as const) {
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: STORAGE_KEYS.language,
        value: locale,
      });
      await page.reload();
      await expect(page.locator('.sh-skip-link')).toHaveText(text);
    }
  });
});

/** axe over the frame (skip link, header, footer, bottom bar), the rule on names and shown text included. */
async function expectFrameAccessible(page: Page, include: string[]): Promise<void> {
  const axe = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  for (const part of include) axe.include(part);
  const { violations } = await axe.analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking).toEqual([]);
}

const FRAME = ['.sh-skip-link', 'header.sh-header', 'footer.sh-footer', 'nav.sh-bottom-bar'];

for (const width of [375, 1280]) {
  test(`axe finds nothing serious in the frame at ${width} px, signed out and in`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 780 });
    for (const signedIn of [false, true]) {
      if (signedIn) await signInContext(context);
      await page.goto(routes.home());
      await headerSettled(page);
      if (signedIn && width > 767) await expect(header(page).locator('.acc-menu-toggle')).toBeVisible();
      await expectFrameAccessible(page, FRAME);
      if (width < 768) {
        await searchButton(page).click();
        await expect(searchPanel(page).getByRole('combobox', { name: 'Categorie' })).toBeVisible();
        await expectFrameAccessible(page, ['#sh-search-panel']);
      } else {
        await expectNamesHoldVisibleText(header(page));
      }
    }
  });
}

test('from 768 px the search box stays in the header’s bar, with no search button', async ({ page }) => {
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(routes.info('cookies'));
    await expect(header(page).getByRole('combobox', { name: 'Zoeken in de winkel…' })).toBeVisible();
    await expect(searchButton(page)).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Sluiten' })).toBeHidden();
  }
});
