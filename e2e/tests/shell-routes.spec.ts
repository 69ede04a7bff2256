import { expect, test, type Page } from '@playwright/test';
import { buildCategoryTree, categoryIdFromSlug, type Category } from 'shared-contracts';

/** Every route of spec §2 and who draws its main content. */
const REMOTE_ROUTES = [
  ['/', 'catalog'],
  ['/shop?search=laken&categoryId=4', 'catalog'],
  ['/cat/beddengoed-4', 'catalog'],
  ['/cat/sale/?isSale=true', 'catalog'],
  ['/categories/categorypage/?categoryId=12', 'catalog'],
  ['/product/d/p/?t=hoeslaken&slug=1', 'catalog'],
  ['/product/default/1', 'catalog'],
  ['/pages/cart', 'cart'],
  ['/pages/checkout', 'cart'],
  ['/pages/login?regmsg=Success', 'account'],
  ['/pages/resetpassword', 'account'],
  ['/pages/track-order?order=RD-100001', 'account'],
] as const;

const INFO_TITLES = {
  'contact-us': 'Contact en afhaalpunt',
  return: 'Retourneren',
  privacy: 'Privacyverklaring',
  cookies: 'Cookies en lokale opslag',
  termsandcondition: 'Algemene voorwaarden',
  startselling: 'Verkopen via Riode',
  unikooplogistics: 'Unikoop Logistics',
  productlistingpolicy: 'Productlijstbeleid',
} as const;

async function expectRemotePage(page: Page, remote: string) {
  await expect(page.locator('header.sh-header')).toBeVisible();
  await expect(page.locator(`main [data-boundary="${remote}"]`).first()).toBeVisible();
  await expect(page.locator('footer.sh-footer')).toBeVisible();
}

test.describe('every route of the shop', () => {
  for (const [path, remote] of REMOTE_ROUTES) {
    test(`${path} renders the ${remote} page inside the shared layout, also after a reload`, async ({
      page,
    }) => {
      await page.goto(path);
      await expectRemotePage(page, remote);
      await page.reload();
      await expectRemotePage(page, remote);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    });
  }

  for (const [name, title] of Object.entries(INFO_TITLES)) {
    test(`/pages/${name} shows its text (a deep link, then a reload)`, async ({ page }) => {
      await page.goto(`/pages/${name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(await page.locator('article.sh-info section').count()).toBeGreaterThanOrEqual(3);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }

  test('the contact page gives the collection point address and its opening hours', async ({ page }) => {
    await page.goto('/pages/contact-us');
    const details = page.locator('.sh-contact');
    await expect(details.locator('address')).toContainText('Kelvinstraat 18');
    await expect(details.locator('address')).toContainText('6716 BV Ede');
    const hours = details.getByRole('table');
    await expect(hours.getByRole('row')).toHaveCount(7);
    await expect(hours.getByRole('row', { name: /maandag/ })).toContainText('08:30');
    await expect(hours.getByRole('row', { name: /zondag/ })).toContainText('Gesloten');
  });

  for (const path of [
    '/does-not-exist',
    '/pages/nope',
    '/cat/no-id-here',
    '/product/default/abc',
    '/shop/extra',
  ]) {
    test(`${path} answers 404 with the not-found page, at its own address`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    });
  }

  test('/pages/404 itself is the not-found page, and its link leads home', async ({ page }) => {
    await page.goto('/pages/404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    await page.getByRole('link', { name: 'Naar de startpagina', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectRemotePage(page, 'catalog');
  });

  test('the footer links every information page', async ({ page }) => {
    await page.goto('/pages/privacy');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Retourneren' }).click();
    await expect(page).toHaveURL(/\/pages\/return$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Retourneren');
    for (const name of Object.keys(INFO_TITLES)) {
      await expect(footer.locator(`a[href="/pages/${name}"]`)).toHaveCount(1);
    }
  });
});

test.describe('the category mega-menu', () => {
  test('lists the backend’s categories, nested, each linking to its category page', async ({ page }) => {
    const response = await page.request.get('/products/api/v1/categories/get-public-all-categories');
    const categories = ((await response.json()) as { responseData: { data: Category[] } }).responseData.data;
    const tree = buildCategoryTree(categories);
    expect(tree.length).toBeGreaterThan(0);

    await page.goto('/pages/contact-us');
    const toggle = page.getByRole('button', { name: 'Categorieën', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByTestId('mega-menu');
    await expect(menu.getByRole('link')).toHaveCount(categories.length);
    for (const top of tree) {
      const column = menu
        .locator('.sh-mega-column')
        .filter({ has: page.locator(`a.sh-mega-top`, { hasText: top.name }) });
      for (const child of top.children) {
        const link = column.getByRole('link', { name: child.name, exact: true });
        await expect(link).toHaveAttribute('href', new RegExp(`^/cat/[a-z0-9-]+-${child.id}$`));
      }
    }

    const first = tree[0]!;
    await menu.getByRole('link', { name: first.name, exact: true }).click();
    await expect(menu).toBeHidden();
    const segment = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(new URL(page.url()).pathname.startsWith('/cat/')).toBe(true);
    expect(categoryIdFromSlug(segment)).toBe(first.id);
    await expectRemotePage(page, 'catalog');
  });

  test('closes on Escape', async ({ page }) => {
    await page.goto('/pages/cookies');
    await page.getByRole('button', { name: 'Categorieën', exact: true }).click();
    await expect(page.getByTestId('mega-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mega-menu')).toBeHidden();
  });
});
