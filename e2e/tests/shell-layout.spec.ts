import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { publishFromRemote, signInContext } from '../support/shell-session';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../.reports/screenshots');

test.describe('at 375 px (a phone)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the bottom bar offers Home, Shop, Cart and Sign in, and leads there', async ({ page }) => {
    await page.goto('/pages/privacy');
    const bar = page.getByRole('navigation', { name: 'Mobiele navigatie' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveText([/Home/, /Winkel$/, /Winkelwagen/, /Inloggen/]);
    await bar.getByRole('link', { name: /Winkel$/ }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.locator('main [data-boundary="catalog"]').first()).toBeVisible();
    await bar.getByRole('link', { name: /Winkelwagen/ }).click();
    await expect(page).toHaveURL(/\/pages\/cart$/);
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(740);
  });

  test('the bottom bar gives each entry its place before the rest of the bar is there', async ({ page }) => {
    // A slow page is painted while its HTML is still being read, with only the first entries of
    // the bar in it: a bar that shared its width among the entries it had then moved Home from
    // the middle to its quarter as the rest came (a layout shift on a signed-in product page).
    await page.goto('/pages/privacy');
    const links = page.getByRole('navigation', { name: 'Mobiele navigatie' }).getByRole('link');
    await expect(links).toHaveCount(4);
    const whole = await links.first().boundingBox();
    expect(whole && Math.round(whole.width)).toBe(Math.round(375 / 4));
    // The bar as the browser has it mid-parse: a copy with its first entry alone, outside the
    // React root, so that no render of the shell puts the other entries back (removing them from
    // the shell's own bar raced its hydration).
    const alone = await page.evaluate(() => {
      const bar = document.querySelector('nav.sh-bottom-bar');
      if (!bar) return undefined;
      const copy = bar.cloneNode(true) as HTMLElement;
      for (const link of [...copy.querySelectorAll('a')].slice(1)) link.remove();
      copy.removeAttribute('aria-label');
      document.body.append(copy);
      const first = copy.querySelector('a');
      if (!first) return undefined;
      const { x, y, width, height } = first.getBoundingClientRect();
      return { x, y, width, height };
    });
    expect(alone).toEqual(whole);
  });

  test('the mobile menu opens as a dialog with the categories, and closes on Escape or on a choice', async ({
    page,
  }) => {
    await page.goto('/pages/cookies');
    const toggle = page.getByRole('button', { name: 'Menu openen' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Beddengoed', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await drawer.getByRole('button', { name: 'Subcategorieën van Beddengoed' }).click();
    await drawer.getByRole('link', { name: 'Hoeslakens', exact: true }).click();
    await expect(page).toHaveURL(/\/categories\/categorypage\/\?categoryId=15$/);
    await expect(drawer).toBeHidden();
    await expect(page.locator('main [data-boundary="catalog"]').first()).toBeVisible();
  });

  test('the mobile menu opens the login modal', async ({ page }) => {
    await page.goto('/pages/return');
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('dialog', { name: 'Inloggen of registreren' })).toBeVisible();
  });
});

test.describe('at 1280 px (a desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header sticks to the top once the page scrolls, and the bottom bar is hidden', async ({
    page,
  }) => {
    await page.goto('/pages/privacy');
    // The whole header drawn first: the app's, not the HTML frame's, with the cart, which comes
    // after the page's content.
    await expect(page.locator('[data-info-page="privacy"] h1')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mobiele navigatie' })).toBeHidden();
    await page.evaluate(() => (document.body.style.minHeight = '4000px'));
    const header = page.locator('header.sh-header');
    const heightInFlow = (await header.boundingBox())!.height;
    await page.mouse.wheel(0, 1500);
    await expect(header).toHaveAttribute('data-sticky', 'true');
    const bar = page.locator('.sh-header-bar');
    await expect(bar).toHaveCSS('position', 'fixed');
    // The bar's place keeps its height: the page does not jump up as the bar leaves the flow.
    expect((await header.boundingBox())!.height).toBe(heightInFlow);
    // The bar slides in (0.3 s); where it comes to rest is what a shopper sees.
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
    await expect(
      page.getByRole('link', { name: 'Riode groothandel – naar de startpagina' }),
    ).toBeInViewport();
  });

  test('a narrow window (800 px) does not stick the header', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto('/pages/privacy');
    await page.evaluate(() => (document.body.style.minHeight = '4000px'));
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(page.locator('header.sh-header')).toHaveAttribute('data-sticky', 'false');
  });

  test('scroll-to-top appears after 768 px of scroll and takes the page back up', async ({ page }) => {
    await page.goto('/pages/termsandcondition');
    await page.evaluate(() => (document.body.style.minHeight = '4000px'));
    const button = page.getByRole('button', { name: 'Naar boven' });
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});

test.describe('modal frames', () => {
  test('the video plays the shop’s own file; Escape closes it and focus returns to its button', async ({
    page,
  }) => {
    await page.goto('/pages/contact-us');
    const opener = page.getByRole('button', { name: 'Bekijk onze video' });
    const video = page.waitForResponse((response) => /\.(webm|mp4)$/.test(new URL(response.url()).pathname));
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Video over Riode' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const file = await video;
    expect(new URL(file.url()).origin).toBe(new URL(page.url()).origin);
    expect(file.status()).toBeLessThan(300);
    await expect(dialog.getByRole('button', { name: 'Sluiten' })).toBeFocused();
    await expect(page.locator('#root')).toHaveAttribute('aria-hidden', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden');
  });

  test('any team can open the login and quick-view frames, and close them with none', async ({ page }) => {
    await page.goto('/pages/cookies');
    await expect(page.locator('.sh-page')).toHaveAttribute('data-session', 'unauthenticated');
    await publishFromRemote(page, 'account:modal-requested', { modal: 'register' });
    await expect(page.getByRole('dialog', { name: 'Inloggen of registreren' })).toBeVisible();
    await publishFromRemote(page, 'account:modal-requested', { modal: 'none' });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await publishFromRemote(page, 'catalog:modal-requested', { modal: 'quickview', productId: 1 });
    const quickView = page.getByRole('dialog', { name: 'Snel bekijken' });
    await expect(quickView).toBeVisible();
    await quickView.getByRole('button', { name: 'Sluiten' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('the home page in every language', () => {
  for (const width of [375, 1280]) {
    for (const [locale, heading] of [
      ['nl_NL', 'Klantenservice'],
      ['en_US', 'Customer care'],
      ['fr_CA', 'Service client'],
      ['de_DE', 'Kundenservice'],
    ] as const) {
      test(`${width} px, ${locale}: a screenshot kept as an artefact`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((value) => localStorage.setItem('riode-language', value), locale);
        await page.goto('/');
        await expect(page.locator('footer').getByRole('heading', { name: heading })).toBeVisible();
        await expect(page.locator('main [data-boundary="catalog"]').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        mkdirSync(SCREENSHOTS, { recursive: true });
        const file = path.join(SCREENSHOTS, `home-${width}-${locale}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`home-${width}-${locale}`, { path: file, contentType: 'image/png' });
      });
    }
  }
});

test.describe('the header when a remote’s widget cannot load', () => {
  test('the shell’s plain search form stands in for the catalog’s and still searches', async ({ page }) => {
    await page.route('**/remotes/catalog/**', (route) => route.abort());
    await page.goto('/pages/privacy');
    const standIn = page.locator('header [data-slot-standin="catalog"]');
    await expect(standIn.getByRole('combobox', { name: 'Categorie' })).toHaveValue('0');
    await expect(standIn.getByRole('option', { name: 'alle categorieën' })).toHaveCount(1);
    await standIn.getByRole('searchbox', { name: 'Zoek producten…' }).fill('hoeslaken');
    await standIn.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/shop\?search=hoeslaken&categoryId=0$/);
  });

  test('a plain Sign in link stands in for the account’s user menu, Account once signed in', async ({
    page,
  }) => {
    await page.route('**/remotes/account/**', (route) => route.abort());
    await page.goto('/pages/cookies');
    const standIn = page.locator('header [data-slot-standin="account"]');
    await standIn.getByRole('link', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/pages\/login$/);
    await signInContext(page.context());
    await page.reload();
    await standIn.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/pages\/account$/);
  });
});
