import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cartLine, homeProducts, type ApiProduct } from './cart-api';
import { repoRoot } from './shop-server';

export const REMOTES = ['catalog', 'cart', 'account'] as const;
export type Remote = (typeof REMOTES)[number];
export type Team = Remote | 'shell';
export type Locale = 'nl_NL' | 'en_US' | 'fr_CA' | 'de_DE';

/** Where a team keeps its translations: a remote keeps its header widget's apart. */
const MESSAGE_DIRS: Record<Team, string[]> = {
  shell: ['shell/src/i18n/messages'],
  catalog: ['mfe-catalog/src/i18n/header', 'mfe-catalog/src/i18n/messages'],
  cart: ['mfe-cart/src/i18n/header', 'mfe-cart/src/i18n/messages'],
  account: ['mfe-account/src/i18n/header', 'mfe-account/src/i18n/messages'],
};
const FILES: Record<Locale, string> = { nl_NL: 'nl', en_US: 'en', fr_CA: 'fr', de_DE: 'de' };
const loaded = new Map<string, Record<string, string>>();

/**
 * A team's message as the visitor reads it in a language, from the team's own translation files.
 * A missing or untranslated message (the Dutch text in another language) fails the test here.
 */
export function message(team: Team, locale: Locale, id: string): string {
  const key = `${team}/${locale}`;
  let messages = loaded.get(key);
  if (!messages) {
    const read = (dir: string): Record<string, string> =>
      JSON.parse(readFileSync(path.join(repoRoot, dir, `${FILES[locale]}.json`), 'utf8'));
    messages = Object.fromEntries(MESSAGE_DIRS[team].flatMap((dir) => Object.entries(read(dir))));
    loaded.set(key, messages);
  }
  const text = messages[id];
  if (!text) throw new Error(`${team} has no ${locale} message "${id}"`);
  if (locale !== 'nl_NL' && text === message(team, 'nl_NL', id)) {
    throw new Error(`${team}'s ${locale} message "${id}" is still the Dutch text`);
  }
  return text;
}

/** The header's language select (the shell's; it works whatever remote is down). */
export async function chooseLanguage(page: Page, locale: Locale): Promise<void> {
  await page.getByTestId('language-select').selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', FILES[locale]);
}

// ---------------------------------------------------------------------------------------------
// The cart a returning visitor has: filled before the chaos, checked during and after it.

export interface SeededCart {
  lines: Array<{ id: number; name: string; qty: number }>;
  /** What the header's cart count shows. */
  count: number;
}

let products: Promise<ApiProduct[]> | undefined;

/**
 * Puts two lines (2 + 1 pieces) into the shop's storage in the spec's shape (`riode-cart` holding
 * `{ data: "<JSON list>" }`), as a visitor who filled the cart on an earlier visit has it. Written
 * once, before the first page of the tab starts (a flag in the tab's sessionStorage), so a reload
 * never writes it again: what a reload shows is what the shop kept.
 */
export async function seedCart(page: Page, request: APIRequestContext): Promise<SeededCart> {
  products ??= homeProducts(request);
  const stocked = (await products).filter(
    (p): p is ApiProduct & { price: number; number: number } =>
      p.price !== null && p.number !== null && p.number >= 3,
  );
  if (stocked.length < 2) throw new Error('the shop has too few products with price and stock');
  const picked = [
    { product: stocked[0]!, qty: 2 },
    { product: stocked[1]!, qty: 1 },
  ];
  const items = picked.map(({ product, qty }) => cartLine(product, qty));
  await page.addInitScript(
    (value) => {
      if (sessionStorage.getItem('chaos-cart-seeded')) return;
      sessionStorage.setItem('chaos-cart-seeded', '1');
      localStorage.setItem('riode-cart', value);
    },
    JSON.stringify({ data: JSON.stringify(items) }),
  );
  return {
    lines: picked.map(({ product, qty }) => ({ id: product.id, name: product.name, qty })),
    count: picked.reduce((sum, { qty }) => sum + qty, 0),
  };
}

/** The lines (product and quantity) the browser's storage holds now. */
export async function storedCartLines(page: Page): Promise<Array<{ id: number; qty: number }>> {
  const raw = await page.evaluate(() => localStorage.getItem('riode-cart'));
  if (!raw) return [];
  const items = JSON.parse(JSON.parse(raw).data as string) as Array<{ id: number; qty: number }>;
  return items.map(({ id, qty }) => ({ id, qty }));
}

/** Every seeded line is still stored with its quantity. */
export async function expectCartStored(page: Page, cart: SeededCart): Promise<void> {
  expect(await storedCartLines(page)).toEqual(cart.lines.map(({ id, qty }) => ({ id, qty })));
}

/**
 * After the chaos: a new visit (of `path`, the cart page by default) with everything healthy shows
 * the whole cart: the header's count, and line by line on the cart page or in the header's cart.
 */
export async function expectCartIntactAfterReload(
  page: Page,
  cart: SeededCart,
  path = '/pages/cart',
): Promise<void> {
  await page.goto(path);
  const header = page.locator('header');
  await expect(header.getByTestId('cart-count')).toHaveText(String(cart.count));
  if (new URL(page.url()).pathname === '/pages/cart') {
    const lines = page.locator('main [data-boundary="cart"] .cart-lines > li');
    await expect(lines).toHaveCount(cart.lines.length);
    for (const line of cart.lines) await expect(lines.filter({ hasText: line.name })).toHaveCount(1);
  } else {
    await expectHeaderCartLists(page, cart);
  }
  await expectCartStored(page, cart);
}

/** The header's cart (the cart remote's dropdown) lists every line. */
export async function expectHeaderCartLists(page: Page, cart: SeededCart): Promise<void> {
  const header = page.locator('header');
  await header.locator('.cart-dropdown-open').click();
  const panel = header.locator('.cart-dropdown-panel');
  for (const line of cart.lines) await expect(panel).toContainText(line.name);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
}

// ---------------------------------------------------------------------------------------------
// Remotes that fail the ways real releases fail.

/** How a remote fails. */
export type RemoteFailure =
  /** Its remoteEntry.js does not answer (host down, connection refused). */
  | 'down'
  /** Its remoteEntry.js is a script that throws while it is evaluated. */
  | 'entry-throws'
  /** Its exposed modules throw while they are evaluated (a crash at start-up of the release). */
  | 'module-throws'
  /** Its exposed modules load, but their components throw while rendering. */
  | 'render-throws';

export const entryPattern = (remote: Remote) => new RegExp(`/remotes/${remote}/[^/]+/remoteEntry\\.js$`);
export const chunkPattern = (remote: Remote) =>
  new RegExp(`/remotes/${remote}/[^/]+/(?!remoteEntry\\.js$)[^/]+\\.js$`);

async function entryUrlOf(request: APIRequestContext, remote: Remote): Promise<string> {
  const registry = (await (await request.get('/remotes.json')).json()) as {
    remotes: Record<string, { entry: string }>;
  };
  const entry = registry.remotes[remote]?.entry;
  if (!entry) throw new Error(`the registry names no release of ${remote}`);
  return entry;
}

/**
 * The webpack module id behind each exposed module, read from the release's remoteEntry.js
 * (`"./routes":()=>…then(()=>()=>o(2011))`). Fails loudly when the build's shape changes, so the
 * chaos can never silently miss.
 */
export function exposedModuleIds(remoteEntry: string): Map<string, string> {
  const ids = new Map<string, string>();
  const pattern = /"(\.\/[\w-]+)":\(\)=>[^"]*?\(\)=>\(\)=>[\w$]+\((\d+)\)/g;
  for (const match of remoteEntry.matchAll(pattern)) ids.set(match[1]!, match[2]!);
  if (ids.size === 0) throw new Error('no exposed modules found in remoteEntry.js');
  return ids;
}

/** Replaces the body of module `id`'s factory in a webpack chunk; undefined when the chunk lacks it. */
function rewriteFactory(
  chunk: string,
  id: string,
  body: (moduleParam: string) => string,
): string | undefined {
  const factory = new RegExp(
    `([{,])${id}(?::\\s*function\\s*|:\\s*)?\\(([\\w$]+)((?:,[\\w$]+)*)\\)\\s*(?:=>\\s*)?\\{`,
  );
  const match = factory.exec(chunk);
  if (!match) return undefined;
  const [whole, before, moduleParam, rest] = match;
  const head = `${before}${id}:function(${moduleParam}${rest ?? ''}){${body(moduleParam!)}`;
  return chunk.slice(0, match.index) + head + chunk.slice(match.index + whole.length);
}

export interface RemoteChaos {
  /** The exposed modules whose code was replaced so far (empty for failures of remoteEntry.js). */
  broken: Set<string>;
}

/** Makes one remote fail in the page, from the next request of its files on. */
export async function breakRemote(
  page: Page,
  request: APIRequestContext,
  remote: Remote,
  failure: RemoteFailure,
): Promise<RemoteChaos> {
  const broken = new Set<string>();
  if (failure === 'down') {
    await page.route(entryPattern(remote), (route) => route.abort('connectionrefused'));
    return { broken };
  }
  if (failure === 'entry-throws') {
    await page.route(entryPattern(remote), (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `throw new Error("chaos: the ${remote} release throws while its remoteEntry.js starts");`,
      }),
    );
    return { broken };
  }
  const entry = await (await request.get(await entryUrlOf(request, remote))).text();
  const ids = exposedModuleIds(entry);
  const replacement = (moduleParam: string) =>
    failure === 'module-throws'
      ? `throw new Error("chaos: the ${remote} release throws while its module starts");`
      : `${moduleParam}.exports={__esModule:true,default:function ChaosBroken(){` +
        `throw new TypeError("chaos: the ${remote} release throws while rendering")}};return;`;
  await page.route(chunkPattern(remote), async (route: Route) => {
    const response = await route.fetch();
    let body = await response.text();
    for (const [expose, id] of ids) {
      const rewritten = rewriteFactory(body, id, replacement);
      if (rewritten === undefined) continue;
      body = rewritten;
      broken.add(expose);
    }
    // Not kept in the browser's cache: the real (immutable) chunk must load once the chaos ends.
    await route.fulfill({ response, body, headers: { ...response.headers(), 'cache-control': 'no-store' } });
  });
  return { broken };
}

export interface SlowRemote {
  /** Resolves when the browser has asked for the remote's entry. */
  requested: Promise<void>;
  /**
   * Lets the entry answer, but never sooner than `delayMs` after it was asked for: the test
   * checks the page in the meantime, however long that takes.
   */
  release(): void;
}

/**
 * The remote's server is slow: its remoteEntry.js (the preload and the script alike) answers
 * `delayMs` after it was first asked for, at the earliest.
 */
export async function slowRemote(page: Page, remote: Remote, delayMs: number): Promise<SlowRemote> {
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answerAt: number | undefined;
  await page.route(entryPattern(remote), async (route) => {
    answerAt ??= Date.now() + delayMs;
    markRequested();
    await Promise.all([released, new Promise((resolve) => setTimeout(resolve, answerAt! - Date.now()))]);
    await route.continue();
  });
  return { requested, release };
}

export interface HeldRemote {
  /** Resolves when the browser has asked for one of the held files. */
  requested: Promise<void>;
  /** Lets every held request (and any later one) through. */
  release(): void;
}

/** Holds a remote's files (its chunks, and its remoteEntry.js too with `entry`) until the test releases them. */
export async function holdRemote(page: Page, remote: Remote, { entry = false } = {}): Promise<HeldRemote> {
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = async (route: Route) => {
    markRequested();
    await released;
    await route.continue();
  };
  await page.route(chunkPattern(remote), held);
  if (entry) await page.route(entryPattern(remote), held);
  return { requested, release };
}

// ---------------------------------------------------------------------------------------------
// Backend calls that fail.

/** How a backend call fails: the server's own 500 answer, or no answer at all. */
export type CallFailure = '500' | 'timeout';

/** The time limit of the shop's API client (shared-contracts API_TIMEOUT_MS), plus a margin. */
export const PAST_CLIENT_TIME_LIMIT_MS = 15_000 + 1_000;

/** What the backend answers when something breaks on its side (backend/src/plugins/api-errors.ts). */
const SERVER_FAULT = {
  message: 'Something went wrong on our side. Please try again.',
  data: 'Something went wrong on our side. Please try again.',
  code: 'internal',
};

export interface CallMatcher {
  method: 'GET' | 'POST';
  path: string | RegExp;
  /** Only the requests whose address passes (for one call among several on one path). */
  only?: (url: URL) => boolean;
}

export interface FailingCall {
  /** How many times the page has made the call so far. */
  count(): number;
  /** Waits until the page has made the call more than `before` times. */
  made(before?: number): Promise<void>;
  /**
   * Waits until the page's other requests (calls, scripts) have ended, so that moving the clock
   * past the time limit fails only the call that never answers, not one that is merely slow.
   */
  othersSettled(): Promise<void>;
}

/**
 * Makes one backend call fail in the page: a 500 with the server's error envelope, or no answer
 * at all (the request stays open; the test moves the page's clock past the client's time limit).
 */
export async function failCall(page: Page, call: CallMatcher, failure: CallFailure): Promise<FailingCall> {
  let count = 0;
  const matches = (url: URL) =>
    (typeof call.path === 'string' ? url.pathname === call.path : call.path.test(url.pathname)) &&
    (call.only?.(url) ?? true);
  const isTheCall = (method: string, url: string) => method === call.method && matches(new URL(url));
  // The page's own count of fetches under way: it moves in step with the page's timers, where
  // Playwright's request events may come a moment late.
  await page.addInitScript(() => {
    const pending = new Map<number, { method: string; url: string }>();
    let next = 0;
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const key = (next += 1);
      const url = input instanceof Request ? input.url : String(input);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      pending.set(key, { method, url: new URL(url, location.href).href });
      const answer = original(input, init);
      const done = () => void pending.delete(key);
      answer.then(done, done);
      return answer;
    };
    Object.defineProperty(window, '__chaosPendingFetches', { value: () => [...pending.values()] });
  });

  await page.route(matches, async (route) => {
    if (!isTheCall(route.request().method(), route.request().url())) return route.fallback();
    count += 1;
    if (failure === '500') {
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify(SERVER_FAULT),
      });
    }
    // 'timeout': never answered.
  });
  return {
    count: () => count,
    made: async (before = 0) => {
      await expect
        .poll(() => count, { message: `${call.method} ${String(call.path)} is made` })
        .toBeGreaterThan(before);
    },
    othersSettled: async () => {
      // The header's remotes are in (a remote still loading has a time limit of its own) …
      for (const remote of REMOTES)
        await expect(page.locator(`header [data-boundary="${remote}"]`).first()).toBeAttached();
      // … and no other fetch is under way.
      await expect
        .poll(
          async () =>
            (
              await page.evaluate(() =>
                (
                  window as unknown as { __chaosPendingFetches(): Array<{ method: string; url: string }> }
                ).__chaosPendingFetches(),
              )
            )
              .filter(({ method, url }) => !isTheCall(method, url))
              .map(({ method, url }) => `${method} ${url}`),
          { message: 'the other fetches end' },
        )
        .toEqual([]);
    },
  };
}

/**
 * Answers the captcha widget's challenge with an easy one (a few hashes instead of seconds of proof
 * of work on a busy CI machine), for journeys whose sign-in or registration call is made to fail
 * anyway: the server never sees the token.
 */
export async function easyCaptcha(page: Page): Promise<void> {
  await page.route('**/orders/api/v1/auth/captcha-challenge', async (route) => {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 1,
      deriveKey,
      hmacSignatureSecret: 'chaos',
      hmacKeySignatureSecret: 'chaos',
    });
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ data: { provider: 'altcha', challenge } }),
    });
  });
}
