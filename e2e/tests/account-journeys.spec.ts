import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from 'shared-contracts';
import {
  accountPanel,
  newAccount,
  placeOrderByApi,
  registerThroughUi,
  signInThroughUi,
  toast,
  useEnglish,
  type NewAccount,
} from '../support/account-actions';
import { Inbox } from '../support/account-inbox';
import { startAccountShop, type AccountShop } from '../support/account-shop';

// One shop of its own (real SMTP on loopback, cheap proof of work); the CLI journey restarts it,
// so these journeys take turns.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const inbox = new Inbox();
let shop: AccountShop;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startAccountShop({ SMTP_URL: await inbox.start() });
});
test.afterAll(async () => {
  await shop?.stop();
  await inbox.stop();
});
test.beforeEach(async ({ page }) => useEnglish(page));

const at = (path: string) => `${shop.url}${path}`;

async function registerAndVerify(page: Page, account: NewAccount): Promise<void> {
  await page.goto(at('/pages/login'));
  await registerThroughUi(page, account);
  await expect(page).toHaveURL(/\/pages\/login\?regmsg=Success$/);
  const link = await inbox.nextLink(account.email, '/pages/login');
  await page.goto(at(`${link.pathname}${link.search}`));
  await expect(
    accountPanel(page).getByText('Your email address is verified. You can sign in now.'),
  ).toBeVisible();
  // The spent token is taken out of the address bar; the notice stays.
  await expect(page).toHaveURL(at('/pages/login'));
}

/** Signs in on the login page at `path` and waits for where that takes the shopper. */
async function signInOnLoginPage(page: Page, path: string, account: NewAccount): Promise<void> {
  await page.goto(at(path));
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await signInThroughUi(page, account.email, account.password);
  await expect(toast(page, 'Login Successfully')).toBeVisible();
}

test('register, verify by email, sign in, update the profile, see an order and follow it', async ({
  page,
}) => {
  const account = newAccount();
  await page.goto(at('/pages/login'));
  await registerThroughUi(page, account);
  await expect(
    toast(page, 'Registration successful. Please check your email to verify your account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/login\?regmsg=Success$/);
  await expect(accountPanel(page).getByText('Your account has been created.')).toBeVisible();

  const link = await inbox.nextLink(account.email, '/pages/login');
  expect(link.searchParams.get('verify')).toBeTruthy();
  await page.goto(at(`${link.pathname}${link.search}`));
  await expect(
    accountPanel(page).getByText('Your email address is verified. You can sign in now.'),
  ).toBeVisible();
  await expect(page).toHaveURL(at('/pages/login'));

  await signInThroughUi(page, account.email, account.password);
  await expect(toast(page, 'Login Successfully')).toBeVisible();
  await expect(page).toHaveURL(at('/pages/account'));
  const menu = page.locator('header [data-boundary="account"]');
  await expect(
    menu.getByRole('button', { name: new RegExp(`^${account.firstName}\\b.*, account menu$`) }),
  ).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accountType)).toMatch(
    /^[A-Za-z0-9+/=]{20,}$/,
  );

  await page.goto(at('/pages/account?tabId=1'));
  const profile = accountPanel(page);
  await expect(profile.getByLabel('Email address')).toHaveValue(account.email);
  await expect(profile.getByLabel('Send me the newsletter')).toBeChecked();
  await profile.getByLabel('Last name').fill('Jansen-de Wit');
  await profile.getByLabel('Phone').fill('+31 6 1234 5678');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Your profile has been saved.')).toBeVisible();
  await page.reload();
  await expect(accountPanel(page).getByLabel('Last name')).toHaveValue('Jansen-de Wit');
  await expect(accountPanel(page).getByLabel('Phone')).toHaveValue('+31 6 1234 5678');

  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  const orderNumber = await placeOrderByApi(page.request, shop.url, token ?? '', account.email);
  await page.goto(at('/pages/account?tabId=3'));
  const order = accountPanel(page).getByRole('article', { name: orderNumber });
  await expect(order).toBeVisible();
  await expect(order.getByText('Placed')).toBeVisible();
  await expect(order.getByText(/Total: €/)).toBeVisible();

  expect(await shop.cli(['advance-order', orderNumber])).toContain('placed → confirmed');
  await page.goto(at(`/pages/account?tabId=3&track=${orderNumber}`));
  const tracking = accountPanel(page).getByRole('region', { name: `Order ${orderNumber}` });
  await expect(tracking.getByTestId('acc-tracking-status')).toHaveText('Confirmed');
  await expect(tracking.getByRole('listitem')).toHaveCount(2);
});

test('an account whose email is not verified yet gets the verification message', async ({ page }) => {
  const account = newAccount();
  await page.goto(at('/pages/login'));
  await registerThroughUi(page, account);
  await expect(page).toHaveURL(/regmsg=Success$/);
  await signInThroughUi(page, account.email, account.password);
  await expect(
    toast(page, 'Your account is not verified yet. Please check your email for the verification link.'),
  ).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();
});

test('an unconfirmed business account is sent to its profile with the notice', async ({ page }) => {
  const account = newAccount({ company: 'Linnenhuis Oost B.V.' });
  await registerAndVerify(page, account);
  await signInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/pages\/account\?tabId=1&b2bunf=/);
  const panel = accountPanel(page);
  await expect(panel.getByText('Your business account is awaiting confirmation by our team.')).toBeVisible();
  await expect(panel.getByLabel('Company name')).toHaveValue('Linnenhuis Oost B.V.');
});

test('the password reset round trip: the new password signs in, the old one no longer does', async ({
  page,
}) => {
  const account = newAccount();
  await registerAndVerify(page, account);
  await accountPanel(page).getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/pages\/resetpassword$/);
  // The address changes as the link is followed; React draws the new page in a transition after
  // that, so on a busy machine the sign-in form (with its own 'Email address') is still on screen.
  // A shopper types once the page is there, and so does this journey.
  await expect(accountPanel(page).getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await accountPanel(page).getByLabel('Email address').fill(account.email);
  await accountPanel(page).getByRole('button', { name: 'Send link' }).click();
  await expect(accountPanel(page).getByText('If an account exists for this email address')).toBeVisible();

  const link = await inbox.nextLink(account.email, '/pages/resetpassword');
  await page.goto(at(`${link.pathname}${link.search}`));
  const form = accountPanel(page);
  await form.getByLabel('New password').fill('short');
  await form.getByRole('button', { name: 'Save new password' }).click();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  await form.getByLabel('New password').fill('Nieuw@Linnen7');
  await form.getByLabel('Confirm password').fill('Nieuw@Linnen7');
  await form.getByRole('button', { name: 'Save new password' }).click();
  await expect(form.getByText('Your password has been changed.')).toBeVisible();

  await page.goto(at('/pages/login'));
  await signInThroughUi(page, account.email, account.password);
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await signInThroughUi(page, account.email, 'Nieuw@Linnen7');
  await expect(toast(page, 'Login Successfully')).toBeVisible();
  await expect(page).toHaveURL(at('/pages/account'));
});

test('signing in on the login page goes to an allowed callbackUrl, else to the account page', async ({
  page,
  browser,
}) => {
  const account = newAccount();
  await registerAndVerify(page, account);
  const cases: Array<[string, string]> = [
    ['/pages/login', '/pages/account'],
    [`/pages/login?callbackUrl=${encodeURIComponent('/pages/wishlist')}`, '/pages/wishlist'],
    [`/pages/login?callbackUrl=${encodeURIComponent(at('/pages/cart'))}`, '/pages/cart'],
    [`/pages/login?callbackUrl=${encodeURIComponent('//evil.example')}`, '/pages/account'],
    [`/pages/login?callbackUrl=${encodeURIComponent('https://evil.example/pages/cart')}`, '/pages/account'],
  ];
  for (const [login, lands] of cases) {
    // Each in a browser of its own, signed out.
    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await useEnglish(other);
      await signInOnLoginPage(other, login, account);
      await expect(other, login).toHaveURL(at(lands));
    } finally {
      await context.close();
    }
  }
});

test('logging out on the account page says so and lands on the home page', async ({ page }) => {
  const account = newAccount();
  await registerAndVerify(page, account);
  await signInThroughUi(page, account.email, account.password);
  await expect(toast(page, 'Login Successfully')).toBeVisible();
  await expect(page).toHaveURL(at('/pages/account'));
  await page.goto(at('/pages/account?tabId=1'));
  await expect(accountPanel(page).getByLabel('Email address')).toHaveValue(account.email);

  await accountPanel(page).getByRole('button', { name: 'Log out' }).click();
  await expect(toast(page, 'Log out Successfully')).toBeVisible();
  await expect(page).toHaveURL(at('/'));
  await expect(page.locator('main [data-boundary="catalog"] [data-product-id]').first()).toBeVisible();
});

test('logging out in one tab signs out the other', async ({ page, context }) => {
  const account = newAccount();
  await registerAndVerify(page, account);
  await signInThroughUi(page, account.email, account.password);
  await expect(toast(page, 'Login Successfully')).toBeVisible();
  await expect(page).toHaveURL(at('/pages/account'));

  const other = await context.newPage();
  await other.goto(at('/pages/account?tabId=1'));
  await expect(accountPanel(other).getByLabel('Email address')).toHaveValue(account.email);

  // The shell owns the session: one log out is one CSRF read and one sign-out on the server.
  const authCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/auth/csrf' || pathname === '/api/auth/signout')
      authCalls.push(`${request.method()} ${pathname}`);
  });
  const signedOut = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/signout',
  );
  const menu = page.locator('header [data-boundary="account"]');
  await menu.getByRole('button', { name: new RegExp(`^${account.firstName}\\b.*, account menu$`) }).click();
  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(toast(page, 'Log out Successfully')).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();
  await signedOut;

  // The other tab hears of it: its session ends and the account page asks to sign in again.
  await expect(other).toHaveURL(/\/pages\/login\?.*error=SessionRequired/);
  // By now a second sign-out, had there been one, would have been asked for as well.
  expect(authCalls).toEqual(['GET /api/auth/csrf', 'POST /api/auth/signout']);
});
