import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { buildTestApp, createAccount, solveCaptcha, type TestAccount } from '../test-support/account-app';
import { Browser } from '../test-support/inject-browser';
import { sameOriginRedirect } from './callback-url-guard';

jest.setTimeout(120_000);

const SHOP = 'http://localhost';

/** Shapes that browsers or URL parsers have been known to read as another host. */
const PREFIXES = [
  '',
  '/',
  '//',
  '///',
  '/\\',
  '\\\\',
  '\\/',
  ' //',
  '\t//',
  '/\t/',
  '/%2F',
  '%2F%2F',
  '/%5C',
  'http:',
  'https:',
  'http:/',
  'https://',
  'HTTPS://',
  'javascript:',
  'JaVaScRiPt:',
  'data:text/html,',
  'vbscript:',
  'http://localhost@',
  'http://localhost:80@',
  'https://localhost.',
];
const HOSTS = [
  'evil.example',
  'evil.example:443',
  'localhost.evil.example',
  '%65vil.example',
  '127.0.0.1.nip.io',
];
const SUFFIXES = ['', '/', '/steal?x=1', '#@localhost', '?@localhost/', '/..%2F..%2F', 'alert(1)'];

const hostileUrl = fc.oneof(
  fc
    .tuple(fc.constantFrom(...PREFIXES), fc.constantFrom(...HOSTS), fc.constantFrom(...SUFFIXES))
    .map(([prefix, host, suffix]) => prefix + host + suffix),
  fc.webUrl({ withFragments: true, withQueryParameters: true }),
  fc.string({ maxLength: 40 }),
);

/**
 * A cookie's value as the server will read it back: percent-decoded when it is valid
 * percent-encoding, else as it is (Auth.js writes a path like `/%` unencoded, and cookie parsers
 * keep such a value raw rather than fail).
 */
function cookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Where a browser would go after this answer: every address in it must be the shop's. */
function offSiteTargets(response: LightMyRequestResponse): string[] {
  const targets: string[] = [];
  const location = response.headers.location;
  if (typeof location === 'string') targets.push(location);
  if (String(response.headers['content-type']).includes('json') && response.body.includes('"url"')) {
    const url = (JSON.parse(response.body) as { url?: unknown }).url;
    if (typeof url === 'string') targets.push(url);
  }
  for (const cookie of response.cookies)
    if (cookie.name.endsWith('authjs.callback-url')) targets.push(cookieValue(cookie.value));
  // The login page sends the visitor on to its callbackUrl after sign-in: that one counts too.
  for (const target of [...targets]) {
    const nested = new URL(target, SHOP).searchParams.get('callbackUrl');
    if (nested) targets.push(nested);
  }
  return targets.filter((target) => new URL(target, SHOP).origin !== SHOP);
}

describe('open redirects through callbackUrl', () => {
  let db: Database;
  let app: FastifyInstance;
  let account: TestAccount;

  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
    app = await buildTestApp(db, { LOGIN_MAX_FAILURES: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000' });
    account = await createAccount(db);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const expectOnSite = (response: LightMyRequestResponse, callbackUrl: string) => {
    expect([200, 302, 400]).toContain(response.statusCode);
    expect({ callbackUrl, offSite: offSiteTargets(response) }).toEqual({ callbackUrl, offSite: [] });
  };

  it('the redirect callback never leaves the shop', () => {
    fc.assert(
      fc.property(hostileUrl, (url) => {
        const target = sameOriginRedirect({ url, baseUrl: SHOP });
        expect(new URL(target).origin).toBe(SHOP);
      }),
      { numRuns: 1000 },
    );
  });

  it('GET /api/auth/signin?callbackUrl= stays on the shop', async () => {
    await fc.assert(
      fc.asyncProperty(hostileUrl, async (callbackUrl) => {
        const query = new URLSearchParams({ callbackUrl }).toString();
        expectOnSite(await app.inject({ url: `/api/auth/signin?${query}` }), callbackUrl);
      }),
      { numRuns: 300 },
    );
  });

  it('a callback-url cookie the visitor planted does not lead off-site', async () => {
    await fc.assert(
      fc.asyncProperty(hostileUrl, async (callbackUrl) => {
        const cookie = `authjs.callback-url=${encodeURIComponent(callbackUrl)}`;
        expectOnSite(await app.inject({ url: '/api/auth/signin', headers: { cookie } }), callbackUrl);
      }),
      { numRuns: 200 },
    );
  });

  it('signing out with a hostile callbackUrl stays on the shop', async () => {
    const browser = new Browser(app);
    await fc.assert(
      fc.asyncProperty(hostileUrl, fc.boolean(), async (callbackUrl, asJson) => {
        const form = { csrfToken: await browser.csrf(), callbackUrl, ...(asJson ? { json: 'true' } : {}) };
        const headers = asJson ? { 'x-auth-return-redirect': '1' } : undefined;
        expectOnSite(await browser.postForm('/api/auth/signout', form, headers), callbackUrl);
      }),
      { numRuns: 150 },
    );
  });

  it('signing in with a hostile callbackUrl stays on the shop', async () => {
    await fc.assert(
      fc.asyncProperty(hostileUrl, async (callbackUrl) => {
        const browser = new Browser(app);
        const response = await browser.postForm('/api/auth/callback/credentials', {
          csrfToken: await browser.csrf(),
          email: account.email,
          password: account.password,
          captchaToken: await solveCaptcha(app),
          callbackUrl,
        });
        expectOnSite(response, callbackUrl);
      }),
      { numRuns: 25 },
    );
  });
});

describe('Auth.js CSRF', () => {
  let db: Database;
  let app: FastifyInstance;
  let account: TestAccount;

  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
    app = await buildTestApp(db);
    account = await createAccount(db);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('refuses a sign-out without the CSRF token, or with another visitor’s', async () => {
    const browser = new Browser(app);
    await browser.postForm('/api/auth/callback/credentials', {
      csrfToken: await browser.csrf(),
      email: account.email,
      password: account.password,
      captchaToken: await solveCaptcha(app),
    });
    expect((await browser.get('/api/auth/session')).json()).not.toBeNull();

    const bare = await browser.postForm('/api/auth/signout', { callbackUrl: '/' });
    expect(String(bare.headers.location)).toContain('error=MissingCSRF');
    const foreign = await browser.postForm('/api/auth/signout', {
      csrfToken: await new Browser(app).csrf(),
      callbackUrl: '/',
    });
    expect(String(foreign.headers.location)).toContain('error=MissingCSRF');
    // A cross-site form post carries the cookies but cannot know the token: still signed in.
    expect((await browser.get('/api/auth/session')).json()).not.toBeNull();
  });
});
