import { expect, test, type Locator, type Page } from '@playwright/test';

const select = (page: Page) => page.getByTestId('language-select');
const quickLinks = (page: Page) => page.locator('.sh-quick-links');

/** A remote's pixels: the text of its root elements (its own translations, not the shell's). */
const textOf = (locator: Locator) =>
  locator.evaluateAll((roots) => roots.map((root) => root.textContent).join('|'));

test.describe('languages (nl_NL by default, en_US, fr_CA, de_DE)', () => {
  test('Dutch is the default; a switch re-renders the shell and every remote, and survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(select(page)).toHaveValue('nl_NL');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(quickLinks(page)).toContainText('Badtextiel');

    const catalog = page.locator('main [data-boundary="catalog"]');
    const cart = page.locator('header [data-boundary="cart"], header [data-slot-fallback="cart"]');
    await expect(catalog.first()).toBeVisible();
    await expect(cart.first()).toBeVisible();
    await expect(page.locator('main [data-boundary="catalog"] [data-product-id]').first()).toBeVisible();
    const catalogDutch = await textOf(catalog);
    const cartDutch = await textOf(cart);

    await select(page).selectOption('en_US');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(quickLinks(page)).toContainText('Bath linen');
    await expect(page.locator('footer')).toContainText('Customer care');
    await expect.poll(() => textOf(catalog)).not.toBe(catalogDutch);
    await expect.poll(() => textOf(cart)).not.toBe(cartDutch);

    await page.goto('/pages/login');
    const account = page.locator('main [data-boundary="account"]');
    await expect(account.first()).toBeVisible();
    const accountEnglish = await textOf(account);
    await select(page).selectOption('nl_NL');
    await expect(quickLinks(page)).toContainText('Badtextiel');
    await expect.poll(() => textOf(account)).not.toBe(accountEnglish);

    await select(page).selectOption('fr_CA');
    await expect(quickLinks(page)).toContainText('Linge de bain');
    await page.reload();
    await expect(select(page)).toHaveValue('fr_CA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(quickLinks(page)).toContainText('Linge de bain');
    expect(await page.evaluate(() => localStorage.getItem('riode-language'))).toBe('fr_CA');
  });

  test('prices and dates follow the locale', async ({ page }) => {
    await page.goto('/pages/contact-us');
    await expect(page.locator('.sh-hours')).toContainText('maandag');
    await expect(page.locator('article.sh-info')).toContainText('1 maart 2025');
    await select(page).selectOption('de_DE');
    await expect(page.locator('.sh-hours')).toContainText('Montag');
    await expect(page.locator('article.sh-info')).toContainText('1. März 2025');
    await select(page).selectOption('en_US');
    await expect(page.locator('article.sh-info')).toContainText('March 1, 2025');
  });

  test('a translation file that fails to load is only logged: the text stays Dutch, never raw ids', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(/\/shell-messages-de\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto('/pages/privacy');
    await select(page).selectOption('de_DE');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect
      .poll(() => errors.some((text) => text.includes('de_DE translations could not be loaded')))
      .toBe(true);
    await expect(quickLinks(page)).toContainText('Badtextiel');
    await expect(page.locator('footer')).toContainText('Klantenservice');
    await expect(page.locator('body')).not.toContainText('quick.bathLinen');
    // The page's own text file still loads in German: only the failed file falls back.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  });

  test('the language cookie follows the choice at once: a page opened while its messages still load is served in it', async ({
    page,
    context,
  }) => {
    const cookieLanguage = async () =>
      (await context.cookies()).find((cookie) => cookie.name === 'riode-language')?.value;
    const serverLanguageOf = async (path: string) =>
      /<html lang="?([a-z]+)"?/.exec(await (await page.request.get(path)).text())?.[1];

    // A choice saved in this browser before the cookie existed: the server draws Dutch, the page
    // switches after hydration, once the English messages are there.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('riode-language', 'en_US');
      sessionStorage.setItem('seeded', '1');
    });
    let releaseEnglish!: () => void;
    const englishHeld = new Promise<void>((resolve) => (releaseEnglish = resolve));
    let markRequested!: () => void;
    const englishRequested = new Promise<void>((resolve) => (markRequested = resolve));
    await page.route(/\/shell-messages-en\.[0-9a-f]+\.js$/, async (route) => {
      markRequested();
      await englishHeld;
      await route.continue();
    });

    await page.goto('/pages/privacy');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await englishRequested;
    // Still Dutch on screen, but the next page the server draws is already English.
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    expect(await cookieLanguage()).toBe('en_US');
    expect(await serverLanguageOf('/pages/privacy')).toBe('en');
    releaseEnglish();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // A choice in the selector, while the German messages are held: the same.
    let releaseGerman!: () => void;
    const germanHeld = new Promise<void>((resolve) => (releaseGerman = resolve));
    await page.route(/\/shell-messages-de\.[0-9a-f]+\.js$/, async (route) => {
      await germanHeld;
      await route.continue();
    });
    await select(page).selectOption('de_DE');
    await expect.poll(cookieLanguage).toBe('de_DE');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await serverLanguageOf('/pages/privacy')).toBe('de');
    releaseGerman();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
