import { expect, test, type Locator, type Page } from '@playwright/test';
import { stockOf } from '../support/cart-api';
import { holdRemote, message } from '../support/chaos';

/**
 * A shopper without a mouse: from the home page to a placed order with Tab, Shift+Tab, Enter,
 * Space, the arrow keys and typing only (no click, no fill). Every stop Tab lands on must show
 * where the focus is and be on screen.
 */

/** Where the focus is, and whether a shopper can see it (an outline or a ring, on screen). */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { on: 'nothing', visible: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const box = element.getBoundingClientRect();
    const onScreen = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    const labels = (element as HTMLInputElement).labels;
    const name =
      element.getAttribute('aria-label') ??
      labels?.[0]?.textContent?.trim() ??
      element.textContent?.trim().slice(0, 60) ??
      element.tagName;
    return {
      on: `<${element.tagName.toLowerCase()}> ${name}`,
      visible: element.matches(':focus-visible') && (outline || ring) && onScreen,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the target has the focus; every stop on the way must show its
 * focus. Fails when the target is not reached within `max` presses (it cannot be reached by keyboard).
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  const stops: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page);
    stops.push(state.on);
    expect(
      state.visible,
      `the focus on ${state.on} is visible (after ${stops.join(' → ')}; URL ${page.url()})`,
    ).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reached with ${back ? 'Shift+Tab' : 'Tab'}; the focus went to:\n${stops.join('\n')}`);
}

test('keyboard only: search, open a product, add it, cart, checkout, place the order', async ({ page }) => {
  await page.goto('/');
  const main = page.locator('main');
  await expect(main.locator('[data-product-id]').first()).toBeVisible();

  // Search: the header's search box, typed into, submitted with Enter.
  const searchBox = page.locator('header').getByRole('combobox', { name: 'Zoeken in de winkel…' });
  await tabTo(page, searchBox);
  await page.keyboard.type('handdoek');
  // Enter with no suggestion highlighted searches (arrows would pick a suggestion instead).
  await page.keyboard.press('Enter');
  // The listing of the search: the router's address, or the form's own (with its category, 0 for
  // all) when Enter came before the page hydrated and the browser submitted the form itself.
  await expect(page).toHaveURL(
    (url) => url.pathname === '/shop' && url.searchParams.get('search') === 'handdoek',
  );
  await expect(main.getByRole('heading', { level: 1 })).toContainText('handdoek');

  // Open the first result that can be bought, by its name link.
  const buyable = main.locator('[data-product-id]').filter({
    has: page.getByRole('button', { name: /in winkelwagen$/i, disabled: false }),
  });
  const card = buyable.first();
  const productId = Number(await card.getAttribute('data-product-id'));
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const stockBefore = await stockOf(page.request, productId);
  await tabTo(page, card.getByRole('link', { name }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`slug=${productId}$`));
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);

  // Two pieces: the quantity field takes arrow keys, then Space on the add button.
  const quantity = main.getByRole('spinbutton').first();
  await tabTo(page, quantity);
  await page.keyboard.press('ArrowUp');
  await expect(quantity).toHaveValue('2');
  await tabTo(page, main.getByRole('button', { name: 'In winkelwagen', exact: true }));
  await page.keyboard.press('Space');

  // The popup takes the focus to 'View cart'.
  const popup = page.getByRole('dialog', { name: 'Succesvol toegevoegd.' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Bekijk winkelwagen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pages\/cart$/);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(main.locator(`.cart-line[data-product-id="${productId}"]`)).toContainText(name);

  // To the checkout from the cart page.
  await tabTo(page, main.getByRole('link', { name: 'Afrekenen' }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();

  // The form, field by field, typed.
  const email = main.getByLabel('E-mailadres');
  await tabTo(page, email);
  await page.keyboard.type(`e2e.keyboard.${Date.now()}@example.com`);
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Voornaam')).toBeFocused();
  await page.keyboard.type('Kees');
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Achternaam')).toBeFocused();
  await page.keyboard.type('Toetsenbord');
  // Delivery or collection: a radio group, chosen with the arrow keys.
  await tabTo(page, main.getByLabel('Bezorgen op een adres'));
  await page.keyboard.press('ArrowDown');
  await expect(main.getByLabel('Afhalen bij het afhaalpunt')).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(main.getByLabel('Bezorgen op een adres')).toBeChecked();
  for (const [label, text] of [
    ['Straat', 'Kerkstraat'],
    ['Huisnummer', '12a'],
    ['Postcode', '6716 BV'],
    ['Plaats', 'Ede'],
  ] as const) {
    await tabTo(page, main.getByLabel(label));
    await page.keyboard.type(text);
  }

  await tabTo(page, main.getByRole('button', { name: 'Bestelling plaatsen' }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
  await expect(main.getByTestId('order-number')).toHaveText(/^RD-\d+$/);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(await stockOf(page.request, productId)).toBe(stockBefore - 2);

  // From the confirmation, the tracking link is reachable too.
  await tabTo(page, main.getByRole('link', { name: 'Volg je bestelling' }));
});

test('a header part that arrives while the keyboard is on its stand-in keeps the focus there', async ({
  page,
}) => {
  // The account team's menu is slow: the server's sign-in link stands in its place meanwhile.
  const held = await holdRemote(page, 'account', { entry: true });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const header = page.locator('header');
  await tabTo(page, header.locator('[data-user-placeholder="sign-in"]'));

  held.release();
  const menu = header.locator('[data-boundary="account"]');
  await expect(menu).toBeVisible();
  await expect(header.locator('[data-user-placeholder]')).toHaveCount(0);
  // On the menu's own sign-in, showing it; the next Tab goes on to the cart, as from the link.
  await expect(menu.getByRole('button', { name: message('account', 'nl_NL', 'menu.signIn') })).toBeFocused();
  expect((await focusState(page)).visible).toBe(true);
  await tabTo(page, header.locator('[data-boundary="cart"] .cart-dropdown-open'), { max: 3 });
});
