import { expect, test } from '@playwright/test';
import { recordScripts, REACT_MARKER, RXJS_MARKER, ZOD_MARKER } from '../support/federation';

interface Registry {
  remotes: Record<string, { version: string; entry: string }>;
}

const PAGES = [
  { path: '/shop', boundary: 'catalog', heading: 'Producten' },
  { path: '/pages/cart', boundary: 'cart', heading: 'Winkelwagen' },
  { path: '/pages/login', boundary: 'account', heading: 'Inloggen' },
] as const;

test.describe('a page composed at run time from the shell and a remote', () => {
  for (const { path, boundary, heading } of PAGES) {
    test(`${path}: the shell draws the header, ${boundary} the main content, from the registry's release`, async ({
      page,
    }) => {
      const registry: Registry = await (await page.request.get('/remotes.json')).json();
      const entryLoaded = page.waitForResponse((response) =>
        response.url().endsWith(registry.remotes[boundary]!.entry),
      );
      await page.goto(path);
      await expect(page.locator('header.sh-header')).toBeVisible();
      const remote = page.locator(`main [data-boundary="${boundary}"]`);
      await expect(remote.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect((await entryLoaded).ok()).toBe(true);
      // The header itself is the shell's: remotes draw only inside their slots (the catalog's
      // search box, the account's user menu, the cart's dropdown).
      await expect(
        page.locator(
          'header [data-boundary="catalog"]:not(.sh-search-slot *), header [data-boundary="account"]:not(.sh-user-slot *), header [data-boundary="cart"]:not(.sh-cart-slot *)',
        ),
      ).toHaveCount(0);
    });
  }

  test('React is loaded once, from the shell, and hooks work across the border', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    await expect(page.locator('main [data-boundary="catalog"] [data-product-id]').first()).toBeVisible();
    // Moves made in the browser, by the shell's router: before the page has hydrated, a link is a
    // plain one and each page would be a new document with its own federation runtime.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('link', { name: /Winkelwagen/ }).click();
    await expect(page.locator('main [data-boundary="cart"]')).toBeVisible();
    await page.getByRole('link', { name: 'Account' }).click();
    await expect(page.locator('main [data-boundary="account"]')).toBeVisible();
    // A visitor's account page sends them to sign in, a page of its own: read its runtime once it runs.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();

    const withReact = scripts.filter((script) => script.body.includes(REACT_MARKER));
    expect(withReact.length).toBeGreaterThan(0);
    expect(withReact.filter((script) => script.path.startsWith('/remotes/')).map((s) => s.path)).toEqual([]);
    // zod and RxJS travel inside shared-contracts: the shell's copy is the only one on the page.
    for (const marker of [ZOD_MARKER, RXJS_MARKER]) {
      const holders = [...new Set(scripts.filter((s) => s.body.includes(marker)).map((s) => s.path))];
      expect(holders, marker).toHaveLength(1);
      expect(holders[0], marker).not.toMatch(/^\/remotes\//);
    }
    // All three remotes did load code of their own.
    for (const remote of ['catalog', 'cart', 'account']) {
      expect(scripts.some((script) => script.path.startsWith(`/remotes/${remote}/`))).toBe(true);
    }

    const providers = await page.evaluate(() => {
      type Versions = Record<string, { from: string; loaded?: boolean }>;
      const share = (
        window as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> };
        }
      ).__FEDERATION__.__SHARE__;
      const seen: Record<string, string[]> = {};
      for (const scopes of Object.values(share)) {
        for (const [name, versions] of Object.entries(scopes.default ?? {})) {
          for (const [version, info] of Object.entries(versions)) {
            if (info.loaded) (seen[name] ??= []).push(`${version} from ${info.from}`);
          }
        }
      }
      return Object.fromEntries(Object.entries(seen).map(([name, list]) => [name, [...new Set(list)]]));
    });
    for (const name of [
      'react',
      'react-dom',
      'shared-contracts/react-router',
      'react-intl',
      'shared-contracts',
    ]) {
      expect(providers[name], name).toHaveLength(1);
      expect(providers[name]?.[0], name).toMatch(/ from shell$/);
    }
    // Hooks across the border: the cart's dropdown (useSyncExternalStore, react-intl) renders inside
    // the shell's tree instead of failing into its fallback.
    await expect(page.getByTestId('cart-count')).toBeVisible();
    await expect(page.locator('[data-slot-fallback]')).toHaveCount(0);
  });
});
