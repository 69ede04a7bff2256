import { expect, test, type Locator, type Page } from '@playwright/test';

// Spec §9: the carousel default is one item, no loop, with arrows and dots; the product rows show
// 2/3/4/5 items from 0/576/768/992 px and turn a whole view at a time. Reduced motion keeps the rows
// from turning by themselves, so each step below is the shopper's own.
test.use({ reducedMotion: 'reduce' });

async function productRow(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Nieuw binnen' });
  const cards = row.locator('[data-product-id]');
  await expect(cards.first()).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  // The row draws its first view at once and the rest when the browser is idle; each slide's
  // name ('1 / 20') says how many there are in all.
  const label = await row.getByRole('group').first().getAttribute('aria-label');
  const count = Number(label?.split(' / ')[1]);
  await expect(cards).toHaveCount(count);
  return { row, cards, count };
}

/** The products wholly in the row's view, by position (1-based). */
async function inView(cards: Locator, count: number): Promise<number[]> {
  const shown: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const box = await cards.nth(index).boundingBox();
    const view = await cards
      .nth(index)
      .evaluate((card) => card.closest('.cat-slider')!.getBoundingClientRect().toJSON() as DOMRect);
    if (box && box.x >= view.x - 1 && box.x + box.width <= view.x + view.width + 1) shown.push(index + 1);
  }
  return shown;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

test('desktop: five products in a view, one dot per view, next and a dot turn a whole view', async ({
  page,
}) => {
  const { row, cards, count } = await productRow(page, 1280);
  expect(count, 'more products than fit in one view').toBeGreaterThan(5);
  const views = Math.ceil(count / 5);
  const dots = row.getByRole('button', { name: new RegExp(`^Ga naar dia \\d+ van ${views}$`) });
  await expect(dots).toHaveCount(views);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  expect(await inView(cards, count)).toEqual(range(1, 5));

  const previous = row.getByRole('button', { name: 'Vorige' });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await row.getByRole('button', { name: 'Volgende' }).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => inView(cards, count)).toEqual(range(6, Math.min(10, count)));
  await expect(previous).toHaveAttribute('aria-disabled', 'false');

  // The last dot shows the last products; no loop, so next is then disabled.
  await dots.last().click();
  await expect.poll(() => inView(cards, count)).toEqual(range(count - 4, count));
  await expect(row.getByRole('button', { name: 'Volgende' })).toHaveAttribute('aria-disabled', 'true');
});

test('phone: two products in a view, and the keyboard reaches the products out of view', async ({ page }) => {
  const { row, cards, count } = await productRow(page, 390);
  expect(await inView(cards, count)).toEqual([1, 2]);
  await expect(row.getByRole('button', { name: /^Ga naar dia \d+ van \d+$/ })).toHaveCount(
    Math.ceil(count / 2),
  );

  await row.getByRole('button', { name: /^Ga naar dia 2 van/ }).click();
  await expect.poll(() => inView(cards, count)).toEqual([3, 4]);

  // Tabbing on from the fourth product brings the fifth into view.
  await cards.nth(3).getByRole('link').last().focus();
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    if (await cards.nth(4).evaluate((card) => card.contains(document.activeElement))) break;
  }
  await expect(cards.nth(4).locator(':focus')).toHaveCount(1);
  await expect.poll(() => inView(cards, count)).toContain(5);
});

test('hero: the first picture loads first; arrows and dots work with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Uitgelicht' });
  const first = hero.getByRole('heading', { level: 1, name: 'Groothandel in huishoudtextiel' });
  await expect(first).toBeInViewport({ ratio: 1 });
  const picture = hero.locator('img').first();
  await expect(picture).toHaveAttribute('loading', 'eager');
  await expect(picture).toHaveAttribute('fetchpriority', 'high');

  const dots = hero.getByRole('button', { name: /^Ga naar dia \d van 3$/ });
  await expect(dots).toHaveCount(3);
  // The arrows work once the page's scripts have taken it over (they start after its first paint);
  // a key, unlike a click, does not wait for a control that takes no input yet.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await hero.getByRole('button', { name: 'Volgende' }).focus();
  await page.keyboard.press('Enter');
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(
    hero.getByRole('heading', { name: 'Volop aanbiedingen voor bed, bad en keuken' }),
  ).toBeInViewport({
    ratio: 1,
  });
  await expect(first).not.toBeInViewport();

  await dots.nth(2).focus();
  await page.keyboard.press('Space');
  await expect(hero.getByRole('heading', { name: 'Horecatextiel in grote aantallen' })).toBeInViewport({
    ratio: 1,
  });
  await expect(hero.getByRole('button', { name: 'Volgende' })).toHaveAttribute('aria-disabled', 'true');
  await hero.getByRole('button', { name: 'Vorige' }).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
});

test('phone: until the carousel script is there the rows stand still within the screen, and the bottom bar stays put', async ({
  page,
}) => {
  // Held back for good: the page must read the same as in the moment before swiper starts.
  await page.route('**/swiper.*.js', (route) => route.abort());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Nieuw binnen' });
  await expect(row.locator('[data-product-id]').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Uitgelicht' }).getByRole('heading', { level: 1 }),
  ).toBeInViewport();

  // Swiper never started: no dots to choose a view with.
  await expect(row.getByRole('button', { name: /^Ga naar dia/ })).toHaveCount(0);
  // The slides out of view are clipped by their row, all their parts: the page is no wider than
  // the screen (a phone would zoom out and move everything fixed to the screen).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  const bar = page.getByRole('navigation', { name: 'Mobiele navigatie' });
  expect(await bar.boundingBox()).toMatchObject({ x: 0, width: 390 });
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBe(844);
});

/** Counts the requests for swiper's file (its script and stylesheet, src/lib/swiper-modules.ts). */
function watchSwiperFiles(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/swiper\.[0-9a-f]+\.(js|css)$/.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  return asked;
}

test('phone: swiper is fetched only once a row comes near the screen, and a swipe turns the row', async ({
  page,
}) => {
  const asked = watchSwiperFiles(page);
  // Short enough that no product row is within the 200 px the rows watch for.
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Nieuw binnen' });
  await expect(row.locator('[data-product-id]').first()).toBeAttached();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(asked, 'no swiper before a row comes near the screen').toEqual([]);
  await expect(row.getByRole('button', { name: /^Ga naar dia/ })).toHaveCount(0);

  await row.scrollIntoViewIfNeeded();
  const dots = row.getByRole('button', { name: /^Ga naar dia \d+ van \d+$/ });
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  expect(asked.length).toBeGreaterThan(0);

  // A swipe to the left over most of the row (a drag, as a finger or a mouse does it; a slow one
  // must cover more than half a view) shows the next two products.
  const box = (await row.locator('.cat-slider-viewport').boundingBox())!;
  const y = box.y + box.height / 3;
  await page.mouse.move(box.x + box.width * 0.9, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) await page.mouse.move(box.x + box.width * (0.9 - step * 0.1), y);
  await page.mouse.up();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
});

test.describe('for people who did not ask for less motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('desktop: the row of new products turns by itself to its next view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Nieuw binnen' });
    await row.scrollIntoViewIfNeeded();
    const dots = row.getByRole('button', { name: /^Ga naar dia \d+ van \d+$/ });
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    // Every 3 s (spec §9's preset): nothing is pressed, the next view comes by itself.
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  });
});
