import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import path from 'node:path';
import {
  breakServerBuild,
  canaryBucket,
  deriveRelease,
  folderHash,
  OPERATOR_TOKEN,
  releaseRemote,
  shopCli,
} from '../support/delivery';
import { copyBuild, startShop, type RunningShop } from '../support/shop-server';

test.describe.configure({ mode: 'serial' });

let shop: RunningShop;
let build: ReturnType<typeof copyBuild>;
const versions: Record<string, string> = {};

interface Registry {
  remotes: Record<string, { version: string }>;
}

async function activeCart(page: Page): Promise<string> {
  const registry = (await (await page.request.get(`${shop.url}/remotes.json`)).json()) as Registry;
  return registry.remotes.cart!.version;
}

/** The cart release that drew the cart page, as the cart's root element tells. */
async function cartReleaseShown(page: Page): Promise<string | null> {
  await page.goto(`${shop.url}/pages/cart`);
  const root = page.locator('main [data-boundary="cart"]').first();
  await expect(root).toBeVisible();
  return root.getAttribute('data-release');
}

/**
 * The cart release the SERVER rendered the cart page with (its HTML, before any script), and the
 * cart release the page's inlined registry tells the browser to hydrate with.
 */
async function cartReleaseInServerHtml(
  request: APIRequestContext,
): Promise<{ drawn?: string; registry?: string }> {
  const html = await (await request.get(`${shop.url}/pages/cart`)).text();
  const drawn = /data-boundary="cart"[^>]*data-release="([^"]+)"/.exec(html)?.[1];
  const inlined = /<script type="application\/json" id="riode-remotes">(.*?)<\/script>/.exec(html)?.[1];
  const registry = inlined ? (JSON.parse(inlined) as Registry).remotes.cart?.version : undefined;
  return { ...(drawn ? { drawn } : {}), ...(registry ? { registry } : {}) };
}

test.beforeAll(async () => {
  build = copyBuild();
  shop = await startShop({ BUILD_DIR: build.dir, OPERATOR_TOKEN });
});

test.afterAll(async () => {
  await shop?.stop();
  build?.remove();
});

test('releasing cart 2.0.0 changes the shop at the next load and leaves the shell, catalog and account byte-identical', async ({
  page,
}) => {
  test.setTimeout(240_000);
  versions.v1 = await activeCart(page);
  expect(await cartReleaseShown(page)).toBe('mfe-cart@1.0.0');
  const untouched = ['shell', 'remotes/catalog', 'remotes/account'].map((dir) =>
    folderHash(path.join(build.dir, dir)),
  );

  versions.v2 = await releaseRemote(shop.url, build.dir, 'mfe-cart', '2.0.0');
  expect(versions.v2).toMatch(/^2\.0\.0-[0-9a-f]{10}$/);
  expect(await activeCart(page)).toBe(versions.v2);
  // The server renders the new release at the next request, with no restart.
  expect(await cartReleaseInServerHtml(page.request)).toEqual({
    drawn: 'mfe-cart@2.0.0',
    registry: versions.v2,
  });
  expect(await cartReleaseShown(page)).toBe('mfe-cart@2.0.0');
  expect(
    ['shell', 'remotes/catalog', 'remotes/account'].map((dir) => folderHash(path.join(build.dir, dir))),
  ).toEqual(untouched);
});

test('a rollback serves the previous release at the next load, with no rebuild', async ({ page }) => {
  const rollback = await shopCli(shop.url, build.dir, 'rollback', 'cart');
  expect(rollback.code, rollback.out).toBe(0);
  expect(await activeCart(page)).toBe(versions.v1);
  expect(await cartReleaseInServerHtml(page.request)).toEqual({
    drawn: 'mfe-cart@1.0.0',
    registry: versions.v1,
  });
  expect(await cartReleaseShown(page)).toBe('mfe-cart@1.0.0');
});

test('a release that throws at start is replaced by the last good one, and the status shows the fall-back', async ({
  page,
}) => {
  expect((await shopCli(shop.url, build.dir, 'promote', 'cart', versions.v2!)).code).toBe(0);
  versions.v3 = '3.0.0-broken';
  deriveRelease(build.dir, 'cart', versions.v2!, versions.v3, { throwOnStart: true });
  const released = await shopCli(shop.url, build.dir, 'register-release', 'cart', versions.v3);
  expect(released.code, released.out).toBe(0);
  expect(await activeCart(page)).toBe(versions.v3);

  expect(await cartReleaseShown(page)).toBe('mfe-cart@2.0.0');
  await expect(page.locator('[data-slot-fallback]')).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`${shop.url}/api/status/remotes`)).json()).recentFallbacks[0],
    )
    .toMatchObject({ remote: 'cart', fromVersion: versions.v3, toVersion: versions.v2 });
});

test('a 50% canary splits visitors, and each visitor keeps seeing the same release', async ({ browser }) => {
  expect((await shopCli(shop.url, build.dir, 'promote', 'cart', versions.v2!)).code).toBe(0);
  expect((await shopCli(shop.url, build.dir, 'canary', 'cart', versions.v1!, '50')).code).toBe(0);
  const visitors = Array.from({ length: 200 }, (_, i) => i.toString(16).padStart(32, '0'));
  const inside = visitors.filter((id) => canaryBucket(id, 'cart') < 50).slice(0, 2);
  const outside = visitors.filter((id) => canaryBucket(id, 'cart') >= 50).slice(0, 2);
  for (const [id, expected] of [
    ...inside.map((id) => [id, 'mfe-cart@1.0.0']),
    ...outside.map((id) => [id, 'mfe-cart@2.0.0']),
  ]) {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'riode-visitor', value: id!, url: shop.url }]);
    const page = await context.newPage();
    // The server's HTML already comes from the visitor's release, canary or not.
    expect((await cartReleaseInServerHtml(context.request)).drawn).toBe(expected);
    expect(await cartReleaseShown(page)).toBe(expected);
    expect(await cartReleaseShown(page)).toBe(expected);
    await context.close();
  }
  const status = await (await fetch(`${shop.url}/api/status/remotes`)).json();
  expect(status.canaries).toEqual([
    expect.objectContaining({ remote: 'cart', version: versions.v1, percent: 50 }),
  ]);
  expect((await shopCli(shop.url, build.dir, 'canary', 'cart', versions.v1!, '0')).code).toBe(0);
});

test('a release whose server build throws is rendered from its fall-back, and the page hydrates that release', async ({
  page,
}) => {
  expect((await shopCli(shop.url, build.dir, 'promote', 'cart', versions.v2!)).code).toBe(0);
  versions.v5 = '5.0.0-server-broken';
  deriveRelease(build.dir, 'cart', versions.v1!, versions.v5, {});
  const released = await shopCli(shop.url, build.dir, 'register-release', 'cart', versions.v5);
  expect(released.code, released.out).toBe(0);
  breakServerBuild(build.dir, 'cart', versions.v5);
  expect(await activeCart(page)).toBe(versions.v5);

  // The server falls back to the last good release, and the page names that one for hydration.
  expect(await cartReleaseInServerHtml(page.request)).toEqual({
    drawn: 'mfe-cart@2.0.0',
    registry: versions.v2,
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  expect(await cartReleaseShown(page)).toBe('mfe-cart@2.0.0');
  await expect(page.locator('[data-slot-fallback]')).toHaveCount(0);
  expect(problems).toEqual([]);
  expect((await shopCli(shop.url, build.dir, 'promote', 'cart', versions.v2!)).code).toBe(0);
});

test('a release built against another contracts major is refused, with the reason', async ({ page }) => {
  deriveRelease(build.dir, 'cart', versions.v2!, '4.0.0-contracts2', { contractsVersion: '2.0.0' });
  const refused = await shopCli(shop.url, build.dir, 'register-release', 'cart', '4.0.0-contracts2');
  expect(refused.code).toBe(1);
  expect(refused.out).toContain('built against shared-contracts 2.0.0; the shell accepts major 1');
  expect(await activeCart(page)).toBe(versions.v2);
});
