import { expect, test, type Page } from '@playwright/test';
import { publishFromRemote, signInContext } from '../support/shell-session';

const shellPage = (page: Page) => page.locator('.sh-page');
const SESSION_KEYS = ['riode-token', 'riode-act', 'riode-user'];

async function seedSessionStorage(page: Page) {
  await page.evaluate(
    (keys) => keys.forEach((key) => localStorage.setItem(key, 'from-the-account-team')),
    SESSION_KEYS,
  );
}

async function storedSessionKeys(page: Page) {
  return page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), SESSION_KEYS);
}

test.describe('the session the shell keeps (spec §4)', () => {
  test('is loading, then unauthenticated for a visitor, authenticated once signed in', async ({
    page,
    context,
  }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/session') reads.push(page.url());
    });
    await page.goto('/pages/privacy');
    await expect(shellPage(page)).toHaveAttribute('data-session', 'unauthenticated');
    // Without a session cookie the page came with its answer (docs/performance.md): nothing was
    // read.
    expect(reads).toEqual([]);
    await signInContext(context);
    await page.reload();
    await expect(shellPage(page)).toHaveAttribute('data-session', 'authenticated');
    expect(reads.length).toBeGreaterThan(0);
  });

  test('going back to a page sent before a sign-in shows the session, not the page\'s old "none"', async ({
    page,
    context,
  }) => {
    await page.goto('/pages/privacy');
    await expect(shellPage(page)).toHaveAttribute('data-session', 'unauthenticated');
    await page.goto('/pages/cookies');
    await expect(shellPage(page)).toHaveAttribute('data-session', 'unauthenticated');
    await signInContext(context);
    await page.goBack();
    await expect(page).toHaveURL(/\/pages\/privacy$/);
    const cameBy = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    );
    expect(cameBy).toBe('back_forward');
    await expect(shellPage(page)).toHaveAttribute('data-session', 'authenticated');
  });

  test('a page asked for before a sign-in in another tab, but started after it, shows the session', async ({
    page,
    context,
  }) => {
    // The shell's scripts are held back, so the sign-in lands after the page (and its "no session")
    // came, but before this tab's shell started listening for news from the other tabs.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/main.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pages/privacy', { waitUntil: 'commit' });
    const other = await context.newPage();
    await other.goto('/pages/cookies');
    await signInContext(context);
    await seedSessionStorage(other); // what the account team stores at a sign-in
    release();
    await expect(shellPage(page)).toHaveAttribute('data-session', 'authenticated');
  });

  test('a sign-in in one tab reaches the other tabs', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/pages/cookies');
    await second.goto('/pages/return');
    await expect(shellPage(first)).toHaveAttribute('data-session', 'unauthenticated');
    await signInContext(context);
    await publishFromRemote(second, 'account:signed-in', {
      userInfo: {
        id: 1,
        firstName: 'Demo',
        lastName: 'Klant',
        email: 'demo@riode.example',
        accountType: 0,
        confirmB2BUser: false,
        bdCompanyName: null,
      },
    });
    await expect(shellPage(second)).toHaveAttribute('data-session', 'authenticated');
    await expect(shellPage(first)).toHaveAttribute('data-session', 'authenticated');
  });

  test('a logout in a second tab signs the first one out too, with the toast only where the user logged out', async ({
    context,
  }) => {
    await signInContext(context);
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/pages/privacy');
    await second.goto('/pages/termsandcondition');
    await expect(shellPage(first)).toHaveAttribute('data-session', 'authenticated');
    await expect(shellPage(second)).toHaveAttribute('data-session', 'authenticated');
    await seedSessionStorage(first);

    await publishFromRemote(second, 'account:signed-out', { reason: 'logout' });
    await expect(shellPage(second)).toHaveAttribute('data-session', 'unauthenticated');
    await expect(second.getByRole('alert').filter({ hasText: 'Succesvol uitgelogd' })).toBeVisible();
    await expect(shellPage(first)).toHaveAttribute('data-session', 'unauthenticated');
    expect(await storedSessionKeys(first)).toEqual([]);
    await expect(first.getByRole('alert').filter({ hasText: 'Succesvol uitgelogd' })).toHaveCount(0);
    // The server's session is gone too: a reload stays signed out.
    await first.reload();
    await expect(shellPage(first)).toHaveAttribute('data-session', 'unauthenticated');
  });

  test('a 401 from any team signs the user out: storage cleared, server session ended', async ({
    page,
    context,
  }) => {
    await signInContext(context);
    await page.goto('/pages/cookies');
    await expect(shellPage(page)).toHaveAttribute('data-session', 'authenticated');
    await seedSessionStorage(page);
    const ended = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const channel = new BroadcastChannel('riode-session');
          channel.onmessage = (event: MessageEvent<{ cause: string }>) => resolve(event.data.cause);
        }),
    );
    await publishFromRemote(page, 'cart:request-unauthorized', {
      path: '/orders/api/v1/orders/get-customer-order',
    });
    await expect(shellPage(page)).toHaveAttribute('data-session', 'unauthenticated');
    // The account team clears its keys on the shell's held request, once its module is there (it
    // loads after the page's main content).
    await expect.poll(() => storedSessionKeys(page)).toEqual([]);
    expect(await ended).toBe('signed-out');
    expect(await (await page.request.get('/api/auth/session')).json()).toBeNull();
  });

  test('the account page needs a session: a visitor is sent to sign in with SessionRequired and the address', async ({
    page,
  }) => {
    await page.goto('/pages/account?tabId=3');
    await expect(page).toHaveURL(/\/pages\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('error')).toBe('SessionRequired');
    const callback = new URL(url.searchParams.get('callbackUrl') ?? '', url.origin);
    expect(callback.pathname + callback.search).toBe('/pages/account?tabId=3');
  });

  test('the account page opens for a signed-in user', async ({ page, context }) => {
    await signInContext(context);
    await page.goto('/pages/account?tabId=1');
    await expect(page.locator('main [data-boundary="account"]')).toBeVisible();
    await expect(page).toHaveURL(/\/pages\/account\?tabId=1$/);
  });

  test('a failed session read is logged as CLIENT_SESSION_ERROR and shows no session', async ({
    page,
    context,
  }) => {
    // A session the server accepted is what makes the page read it (for a stale cookie the server
    // already said "no session" in the page); the browser's own read of it then fails.
    await signInContext(context);
    await page.route('**/api/auth/session', (route) => route.fulfill({ status: 500, body: 'down' }));
    const logged = page.waitForRequest(
      (request) => request.url().endsWith('/api/auth/_log') && request.method() === 'POST',
    );
    await page.goto('/pages/privacy');
    const body = JSON.parse((await logged).postData() ?? '{}') as { code?: string; level?: string };
    expect(body).toMatchObject({ code: 'CLIENT_SESSION_ERROR', level: 'error' });
    await expect(shellPage(page)).toHaveAttribute('data-session', 'unauthenticated');
  });
});

test.describe('toasts for every team', () => {
  test('a message id is translated, a ready text shown as given, both closed after a while', async ({
    page,
  }) => {
    await page.goto('/pages/privacy');
    await expect(shellPage(page)).toHaveAttribute('data-session', 'unauthenticated');
    await publishFromRemote(page, 'catalog:toast-requested', { kind: 'warning', message: 'outOfStock' });
    await expect(page.getByRole('alert').filter({ hasText: 'niet op voorraad' })).toBeVisible();
    await publishFromRemote(page, 'cart:toast-requested', {
      kind: 'success',
      message: 'Bestelling RD-100001 geplaatst',
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Bestelling RD-100001 geplaatst' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'niet op voorraad' })).toHaveCount(0, {
      timeout: 10_000,
    });
  });

  test('English shows the spec’s exact wording', async ({ page }) => {
    await page.goto('/pages/privacy');
    await page.getByTestId('language-select').selectOption('en_US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy statement');
    // The shell's own words are English too (its messages load apart from the page's text).
    await expect(page.getByRole('button', { name: 'Browse categories' })).toBeVisible();
    await publishFromRemote(page, 'account:toast-requested', { kind: 'error', message: 'cannotAddToCart' });
    await expect(
      page.getByRole('alert').filter({ hasText: 'This product cannot be added to cart' }),
    ).toBeVisible();
  });
});
