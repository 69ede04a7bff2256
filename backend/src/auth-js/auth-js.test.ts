import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { AUTH_PROBLEMS, sessionSchema } from 'shared-contracts';
import type { Database } from '../db/database';
import {
  bearer,
  buildTestApp,
  createAccount,
  solveCaptcha,
  type TestAccount,
} from '../test-support/account-app';
import { testDatabases } from '../test-support/databases';
import { Browser } from '../test-support/inject-browser';
import { carriesSessionCookie } from './session-cookie';

jest.setTimeout(60_000);
const databases = await testDatabases();

describe.each(databases)('Auth.js under /api/auth on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let account: TestAccount;

  beforeAll(async () => {
    db = await open();
    app = await buildTestApp(db);
    account = await createAccount(db, { accountType: 1, confirmB2B: true });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const signIn = async (
    browser: Browser,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    browser.postForm(
      '/api/auth/callback/credentials',
      { csrfToken: await browser.csrf(), callbackUrl: '/pages/account', json: 'true', ...fields },
      headers,
    );

  it('lists the credentials provider and hands out a CSRF token', async () => {
    const providers = await app.inject({ url: '/api/auth/providers' });
    expect(providers.json()).toMatchObject({ credentials: { id: 'credentials', type: 'credentials' } });
    const browser = new Browser(app);
    expect(await browser.csrf()).toMatch(/^[0-9a-f]{32,}$/);
    expect((await browser.get('/api/auth/session')).json()).toBeNull();
    expect([browser.header(), carriesSessionCookie(browser.header())]).toEqual([browser.header(), false]);
  });

  it('signs in with the credentials provider; the session carries accessToken and userInfo', async () => {
    const browser = new Browser(app);
    const response = await signIn(
      browser,
      { email: account.email, password: account.password, captchaToken: await solveCaptcha(app) },
      {
        'x-auth-return-redirect': '1',
        'device-id': 'browser-1',
      },
    );
    expect(response.statusCode).toBe(200);
    expect((response.json() as { url: string }).url).toBe('http://localhost/pages/account');
    // The server tells a page "no session" itself only when none of these cookies is sent.
    expect(carriesSessionCookie(browser.header())).toBe(true);
    const session = sessionSchema.parse((await browser.get('/api/auth/session')).json());
    expect(session.userInfo).toMatchObject({
      id: account.id,
      email: account.email,
      accountType: 1,
      confirmB2BUser: true,
    });
    const user = await app.inject({
      url: `/orders/api/v1/auth/${account.id}/get-user`,
      headers: bearer(session.accessToken),
    });
    expect(user.statusCode).toBe(200);
    const { rows } = await db.query('SELECT 1 FROM user_devices WHERE user_id = $1 AND device_id = $2', [
      account.id,
      'browser-1',
    ]);
    expect(rows).toHaveLength(1);

    // Signing out needs the CSRF token too, and ends the session.
    const signOut = await browser.postForm('/api/auth/signout', {
      csrfToken: await browser.csrf(),
      callbackUrl: '/',
      json: 'true',
    });
    expect(signOut.statusCode).toBe(302);
    expect((await browser.get('/api/auth/session')).json()).toBeNull();
    // Signed out, the session cookie is gone: the next page is told so without asking.
    expect(carriesSessionCookie(browser.header())).toBe(false);
  });

  it('refuses sign-in without the CSRF token', async () => {
    const browser = new Browser(app);
    const response = await browser.postForm('/api/auth/callback/credentials', {
      email: account.email,
      password: account.password,
      captchaToken: await solveCaptcha(app),
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toContain('error=MissingCSRF');
    expect((await browser.get('/api/auth/session')).json()).toBeNull();
  });

  describe('refusals a caller reading JSON gets as the error envelope', () => {
    const csrfInvalid = {
      message: AUTH_PROBLEMS.csrfInvalid,
      data: AUTH_PROBLEMS.csrfInvalid,
      code: 'csrfInvalid',
    };

    it.each([
      ['sign-in', '/api/auth/callback/credentials'],
      ['sign-out', '/api/auth/signout'],
    ])('a %s without a matching CSRF token: 400 csrfInvalid', async (_label, url) => {
      const browser = new Browser(app);
      await browser.csrf();
      const fields = { email: account.email, password: account.password, callbackUrl: '/pages/account' };
      for (const [form, headers] of [
        [{ ...fields, csrfToken: 'f'.repeat(64), json: 'true' }, { 'x-auth-return-redirect': '1' }],
        [fields, { 'x-auth-return-redirect': '1' }],
        [{ ...fields, csrfToken: 'f'.repeat(64) }, { accept: 'application/json' }],
      ] as const) {
        const response = await browser.postForm(url, form, headers);
        expect([response.statusCode, response.json()]).toEqual([400, csrfInvalid]);
      }
      const json = await app.inject({
        method: 'POST',
        url,
        payload: { ...fields, csrfToken: 'f'.repeat(64) },
        headers: { cookie: browser.header() },
      });
      expect([json.statusCode, json.json()]).toEqual([400, csrfInvalid]);
      expect((await browser.get('/api/auth/session')).json()).toBeNull();
    });

    it("a browser's own form post keeps Auth.js's redirect to the login page", async () => {
      const browser = new Browser(app);
      await browser.csrf();
      const response = await browser.postForm(
        '/api/auth/signout',
        { csrfToken: 'f'.repeat(64) },
        { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      );
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('http://localhost/pages/login?error=MissingCSRF');
    });

    it('a POST to /session without a matching CSRF token: 400 csrfInvalid instead of null', async () => {
      const response = await new Browser(app).postForm('/api/auth/session', { csrfToken: 'x' });
      expect([response.statusCode, response.json()]).toEqual([400, csrfInvalid]);
    });

    it('a body Auth.js cannot read: 400 badRequest instead of "Bad request."', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/callback/credentials',
        payload: '{"email": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'This request could not be read.',
        data: 'This request could not be read.',
        code: 'badRequest',
      });
    });

    it("keeps a refused sign-in's { url } with its code, which the account remote reads", async () => {
      const response = await signIn(
        new Browser(app),
        { email: account.email, password: 'Wrong@999', captchaToken: await solveCaptcha(app) },
        { 'x-auth-return-redirect': '1' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        url: 'http://localhost/pages/login?error=CredentialsSignin&code=invalidCredentials',
      });
    });
  });

  it.each([
    ['a wrong password', { password: 'Wrong@999' }, 'invalidCredentials'],
    ['no captcha', { captchaToken: '' }, 'captchaRequired'],
    ['a forged captcha', { captchaToken: 'Zm9v' }, 'captchaRequired'],
  ])('answers CredentialsSignin with a code for %s', async (_label, overrides, code) => {
    const browser = new Browser(app);
    const fields = {
      email: account.email,
      password: account.password,
      captchaToken: await solveCaptcha(app),
      ...overrides,
    };
    const response = await signIn(browser, fields);
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.pathname).toBe('/pages/login');
    expect(location.searchParams.get('error')).toBe('CredentialsSignin');
    expect(location.searchParams.get('code')).toBe(code);
  });

  it('applies the unverified-account rule: code accountLocked', async () => {
    const unverified = await createAccount(db, { verified: false });
    const response = await signIn(new Browser(app), {
      email: unverified.email,
      password: unverified.password,
      captchaToken: await solveCaptcha(app),
    });
    expect(new URL(String(response.headers.location)).searchParams.get('code')).toBe('accountLocked');
  });

  it('never redirects to another origin through callbackUrl', async () => {
    const browser = new Browser(app);
    const response = await signIn(browser, {
      email: account.email,
      password: account.password,
      captchaToken: await solveCaptcha(app),
      callbackUrl: 'https://evil.example/steal',
    });
    expect(String(response.headers.location)).not.toContain('evil.example');
  });

  it('ends the session when the password is reset elsewhere, and sends SessionRequired to the login page', async () => {
    const other = await createAccount(db);
    const browser = new Browser(app);
    await signIn(browser, {
      email: other.email,
      password: other.password,
      captchaToken: await solveCaptcha(app),
    });
    expect((await browser.get('/api/auth/session')).json()).not.toBeNull();
    await db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [other.id]);
    expect((await browser.get('/api/auth/session')).json()).toBeNull();
    const signin = await app.inject({
      url: '/api/auth/signin?error=SessionRequired&callbackUrl=%2Fpages%2Faccount',
    });
    expect(signin.statusCode).toBe(302);
    expect(String(signin.headers.location)).toContain('/pages/login?callbackUrl=');
    expect(String(signin.headers.location)).toContain('error=SessionRequired');
  });

  it('takes client logs at /_log, in JSON or form encoding', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/auth/_log',
      payload: { level: 'error', code: 'CLIENT_SESSION_ERROR', details: { x: 1 } },
    });
    expect(json.statusCode).toBe(200);
    const form = await new Browser(app).postForm('/api/auth/_log', { level: 'warn', code: 'X' });
    expect(form.statusCode).toBe(200);
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/auth/_log',
      payload: '%%%{',
      headers: { 'content-type': 'text/plain' },
    });
    expect(garbage.statusCode).toBe(200);
  });
});
