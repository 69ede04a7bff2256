import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { routes } from 'shared-contracts';
import { signInContext } from '../support/cart-api';
import { repoRoot, startShop, type RunningShop } from '../support/shop-server';

/**
 * Markup and script in product names, brands, descriptions, a user's name and a search term are
 * shown as the text they are, everywhere they appear. The shop of this file has its own data: a
 * small seed, three products imported through the operator CLI with hostile fields, and an account
 * made with the CLI whose name is markup.
 *
 * The pages run with the CSP bypassed, so an injected handler would really run and set
 * window.__xss: the CSP is a second line, these tests check the first one (rendering as text).
 * Every injected element carries `data-injected`, so one query finds any that made it into the DOM.
 */
test.use({ bypassCSP: true });

const MARK = 'Kwaadaardig';
const HOSTILE = {
  img: {
    name: `${MARK} hoeslaken <img src=x data-injected onerror="window.__xss='name'">`,
    brand: `<script data-injected>window.__xss='brand'</script>Merk & Co`,
    description: `"><svg data-injected onload="window.__xss='description'"></svg> <b data-injected>vet</b> & {name}`,
  },
  svg: {
    name: `${MARK} laken "><svg data-injected onload=window.__xss='name2'>`,
    brand: `"><img src=x data-injected onerror=window.__xss='brand2'>`,
    description: `</script><script data-injected>window.__xss='ld'</script> JSON-LD breekt niet`,
  },
  icu: {
    // ICU message syntax and an entity: a name is a value, never part of a message pattern.
    name: `${MARK} kussen {count, plural, one {#} other {#}} '<i data-injected>x</i>' &amp; &lt;`,
    brand: `{brand} <a data-injected href="javascript:window.__xss='href'">klik</a>`,
    description: `<iframe data-injected srcdoc="<script>parent.__xss='iframe'</script>"></iframe>`,
  },
} as const;
type Hostile = (typeof HOSTILE)[keyof typeof HOSTILE];
const USER = {
  email: 'markup@riode.example',
  password: 'Markup@1234',
  firstName: `<img src=x data-injected onerror="window.__xss='first'">Eva`,
  lastName: `<script data-injected>window.__xss='last'</script>"Jansen'`,
};
const NEW_LAST_NAME = `<svg data-injected onload="window.__xss='profile'">de Vries`;
const SEARCH = `<img src=x data-injected onerror="window.__xss='search'">`;

const run = promisify(execFile);
let shop: RunningShop;
let dataDir: string;
/** id by key, in import order (consecutive ids in one category, so each is the other's neighbour). */
const ids = {} as Record<keyof typeof HOSTILE, number>;

const csvCell = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;

/**
 * Operator commands (`npm run shop -- …`) run one after the other in one process, through the
 * CLI's own runner on one database connection: the embedded database is opened (and migrated)
 * once instead of once per command. Stops at the first command that does not exit 0.
 */
async function operatorCommands(commands: string[][], env: NodeJS.ProcessEnv): Promise<string> {
  const cli = (file: string) =>
    JSON.stringify(pathToFileURL(path.join(repoRoot, 'backend/dist/cli', file)).href);
  const script = `
    const { createCliContext } = await import(${cli('cli-context.js')});
    const { COMMANDS } = await import(${cli('commands/index.js')});
    const { runCli } = await import(${cli('run-cli.js')});
    const io = { out: (text) => console.log(text), err: (text) => console.error(text) };
    const { context, close } = createCliContext(io, process.env, process.cwd());
    try {
      for (const args of JSON.parse(process.argv[1])) {
        const code = await runCli(args, COMMANDS, context);
        if (code !== 0) throw new Error(args[0] + ' exited ' + code);
      }
    } finally {
      await close();
    }`;
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(commands)],
    {
      env,
    },
  );
  return stdout;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-hostile-e2e-'));
  const settings = { DATA_DIR: dataDir, SEED_PRODUCTS: '30', ALTCHA_COST: '10', ALTCHA_MAX_NUMBER: '200' };
  const csv = path.join(dataDir, 'hostile.csv');
  writeFileSync(
    csv,
    [
      'name,brand,description,categoryId,price,stock,images',
      ...Object.values(HOSTILE).map((p) =>
        [p.name, p.brand, p.description, 15, '12.95', 50, 'front'].map(csvCell).join(','),
      ),
    ].join('\n'),
  );
  const output = await operatorCommands(
    [
      ['seed'],
      ['import-products', csv],
      [
        'create-account',
        ...['--email', USER.email, '--password', USER.password],
        ...['--first-name', USER.firstName, '--last-name', USER.lastName],
      ],
    ],
    { ...process.env, ...settings, LOG_LEVEL: 'warn' },
  );
  const created = [...output.matchAll(/created product (\d+)/g)].map((match) => Number(match[1]));
  expect(created, output).toHaveLength(3);
  [ids.img, ids.svg, ids.icu] = created as [number, number, number];
  shop = await startShop(settings);
});

test.afterAll(async () => {
  await shop?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A context on this file's shop (relative addresses and context.request go there). */
async function shopPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: shop.url.replace('localhost', '127.0.0.1'),
    bypassCSP: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`a dialog opened: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { context, page, errors };
}

/** No injected element, no handler ran, no alert: the page as a shopper would want it. */
async function expectNothingInjected(page: Page, where: string): Promise<void> {
  const found = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
    injected: [...document.querySelectorAll('[data-injected]')].map((element) =>
      element.outerHTML.slice(0, 120),
    ),
    handlers: [...document.querySelectorAll('*')]
      .filter((element) => [...element.attributes].some((attribute) => /^on/i.test(attribute.name)))
      .map((element) => element.outerHTML.slice(0, 120)),
  }));
  expect(found, `nothing injected on ${where}`).toEqual({ xss: null, injected: [], handlers: [] });
}

const literal = (locator: Locator, text: string) =>
  expect(locator).toContainText(text, { useInnerText: false });

test('hostile product names, brands and descriptions show as text on every page they reach', async ({
  browser,
}) => {
  test.slow();
  const { context, page, errors } = await shopPage(browser);
  const main = page.locator('main');
  const card = (key: keyof typeof HOSTILE) => main.locator(`[data-product-id="${ids[key]}"]`).first();

  await test.step('listing: cards and the brand filter', async () => {
    await page.goto(routes.shop({ search: MARK }));
    await expect(main.locator('[data-product-id]')).toHaveCount(3);
    for (const key of Object.keys(HOSTILE) as Array<keyof typeof HOSTILE>) {
      const product: Hostile = HOSTILE[key];
      await expect(card(key).getByRole('heading')).toHaveText(product.name);
      await literal(card(key), product.brand);
    }
    await literal(main.locator('aside'), HOSTILE.img.brand);
    await literal(main.locator('aside'), HOSTILE.icu.brand);
    await expectNothingInjected(page, 'the listing');
  });

  await test.step('header search suggestions', async () => {
    const box = page.locator('header').getByRole('combobox', { name: 'Zoeken in de winkel…' });
    await box.pressSequentially(MARK);
    const list = page.getByRole('listbox', { name: 'Suggesties' });
    await expect(list.getByRole('option')).toHaveCount(3);
    for (const product of Object.values(HOSTILE)) await literal(list, product.name);
    await expectNothingInjected(page, 'the suggestions');
    await box.press('Escape');
  });

  await test.step('quick view', async () => {
    await card('icu').hover();
    await card('icu')
      .getByRole('button', { name: `${HOSTILE.icu.name} snel bekijken` })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('quick-view')).toHaveAttribute('aria-busy', 'false');
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(HOSTILE.icu.name);
    await literal(dialog, HOSTILE.icu.brand);
    await expectNothingInjected(page, 'the quick view');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('wishlist toggled from a card', async () => {
    await card('img').getByRole('button', { name: 'Op verlanglijst' }).click();
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
  });

  await test.step('product page: heading, brand, description, neighbours, title, meta, JSON-LD', async () => {
    await page.goto(routes.product({ id: ids.svg, name: HOSTILE.svg.name }));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(HOSTILE.svg.name);
    await literal(main, HOSTILE.svg.brand);
    await literal(main, HOSTILE.svg.description);
    await literal(page.getByTestId('product-prev'), HOSTILE.img.name);
    await literal(page.getByTestId('product-next'), HOSTILE.icu.name);
    await expect(page).toHaveTitle(`${HOSTILE.svg.name} – ${HOSTILE.svg.brand} | Riode`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain(`${HOSTILE.svg.name} van ${HOSTILE.svg.brand}`);
    const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
    const jsonLd = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((block) => block['@type'] === 'Product') as {
      name: string;
      description: string;
      brand: { name: string };
    };
    expect(jsonLd).toMatchObject({
      name: HOSTILE.svg.name,
      description: HOSTILE.svg.description,
      brand: { name: HOSTILE.svg.brand },
    });
    await expectNothingInjected(page, 'the product page');
  });

  await test.step('added popup, then the other two from the product pages', async () => {
    await main.getByRole('button', { name: 'In winkelwagen', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Succesvol toegevoegd.' });
    await literal(popup, HOSTILE.svg.name);
    await expectNothingInjected(page, "the 'Successfully added.' popup");
    for (const key of ['img', 'icu'] as const) {
      await page.goto(routes.product({ id: ids[key], name: HOSTILE[key].name }));
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(HOSTILE[key].name);
      await literal(main, HOSTILE[key].description);
      await expect(page).toHaveTitle(`${HOSTILE[key].name} – ${HOSTILE[key].brand} | Riode`);
      await expectNothingInjected(page, `the product page of ${key}`);
      await main.getByRole('button', { name: 'In winkelwagen', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Succesvol toegevoegd.' })).toBeVisible();
    }
    await expect(page.getByTestId('cart-count')).toHaveText('3');
  });

  await test.step('cart dropdown, cart page, checkout summary, wishlist', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Winkelwagen tonen' }).click();
    const dropdown = page.getByRole('region', { name: 'Inhoud van je winkelwagen' });
    for (const product of Object.values(HOSTILE)) await literal(dropdown, product.name);
    await expectNothingInjected(page, 'the cart dropdown');

    await page.goto(routes.cart());
    for (const product of Object.values(HOSTILE)) await literal(main, product.name);
    await expectNothingInjected(page, 'the cart page');

    await page.goto(routes.checkout());
    const summary = page.getByRole('complementary', { name: 'Overzicht van je bestelling' });
    for (const product of Object.values(HOSTILE)) await literal(summary, product.name);
    await expectNothingInjected(page, 'the checkout');

    await page.goto(routes.wishlist());
    await literal(main.locator('.cart-wishlist-line'), HOSTILE.img.name);
    await expectNothingInjected(page, 'the wishlist');
  });

  expect(errors).toEqual([]);
  await context.close();
});

test('a search term with markup shows as text in the heading and the title', async ({ browser }) => {
  const { context, page, errors } = await shopPage(browser);
  await page.goto(routes.shop({ search: SEARCH }));
  const title = `Zoekresultaten voor “${SEARCH}”`;
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | Riode`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expectNothingInjected(page, 'the search results');
  expect(errors).toEqual([]);
  await context.close();
});

test('a user whose name is markup: header, account, profile change, checkout, order history', async ({
  browser,
}) => {
  test.slow();
  const { context, page, errors } = await shopPage(browser);
  const main = page.locator('main');
  await signInContext(context, USER);

  await page.goto(routes.account({ tabId: 1 }));
  const toggle = page.locator('header .acc-menu-toggle');
  await expect(toggle).toHaveText(`${USER.firstName} ${USER.lastName}`);
  await literal(main, `Hallo ${USER.firstName} ${USER.lastName}`);
  await expect(main.getByLabel('Voornaam')).toHaveValue(USER.firstName);
  await expect(main.getByLabel('Achternaam')).toHaveValue(USER.lastName);
  await expectNothingInjected(page, 'the account page');

  await test.step('the user menu, open', async () => {
    await toggle.click();
    await expect(page.locator('#acc-menu-list')).toBeVisible();
    await expectNothingInjected(page, 'the user menu');
    await page.keyboard.press('Escape');
  });

  await test.step('the profile saved with another name in markup', async () => {
    await main.getByLabel('Achternaam').fill(NEW_LAST_NAME);
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Je profiel is opgeslagen.').first()).toBeVisible();
    await page.reload();
    await expect(toggle).toHaveText(`${USER.firstName} ${NEW_LAST_NAME}`);
    await literal(main, `Hallo ${USER.firstName} ${NEW_LAST_NAME}`);
    await expectNothingInjected(page, 'the account page after saving');
  });

  await test.step('checkout with the name filled in, and the order in the history', async () => {
    await page.goto(routes.product({ id: ids.icu, name: HOSTILE.icu.name }));
    await main.getByRole('button', { name: 'In winkelwagen', exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Afrekenen' }).click();
    await expect(main.getByLabel('Voornaam')).toHaveValue(USER.firstName);
    await expect(main.getByLabel('Achternaam')).toHaveValue(NEW_LAST_NAME);
    await main.getByLabel('Afhalen bij het afhaalpunt').check();
    await main.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(main.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    await expectNothingInjected(page, 'the order confirmation');

    await page.goto(routes.account({ tabId: 3 }));
    const order = main.getByRole('article', { name: orderNumber });
    await literal(order, HOSTILE.icu.name);
    await expectNothingInjected(page, 'the order history');
  });

  expect(errors).toEqual([]);
  await context.close();
});
