import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { AUTH_PROBLEMS, MESSAGES, userSessionDataSchema } from 'shared-contracts';
import type { Database } from '../db/database';
import {
  bearer,
  buildTestApp,
  createAccount,
  login,
  solveCaptcha,
  uniqueEmail,
} from '../test-support/account-app';
import { testDatabases } from '../test-support/databases';

jest.setTimeout(60_000);
const databases = await testDatabases();
const AUTH = '/orders/api/v1/auth';

describe.each(databases)('auth calls on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await open();
    app = await buildTestApp(db, { LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const latestLink = async (email: string, kind: string) => {
    const { rows } = await db.query<{ link: string }>(
      'SELECT link FROM email_outbox WHERE to_address = $1 AND kind = $2 ORDER BY id DESC LIMIT 1',
      [email, kind],
    );
    return new URL(rows[0]?.link ?? 'http://none/');
  };
  const registerBody = async (overrides: Record<string, unknown> = {}) => ({
    email: uniqueEmail('reg'),
    password: 'Strong@123',
    confirmPassword: 'Strong@123',
    firstName: 'Anna',
    lastName: 'Bakker',
    accountType: 0,
    companyName: '',
    register_agree: true,
    newsletters: true,
    captchaToken: await solveCaptcha(app),
    ...overrides,
  });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `${AUTH}${url}`, payload: payload as object, headers });

  describe('register, verify-email, login', () => {
    it('registers, refuses login until verified, verifies once, then logs in with device id', async () => {
      const body = await registerBody();
      const registered = await post('/register', body);
      expect(registered.statusCode).toBe(200);
      expect(registered.json()).toEqual({ data: { email: body.email, message: MESSAGES.registerSuccess } });

      const locked = await post('/login', {
        email: body.email,
        password: body.password,
        captchaToken: await solveCaptcha(app),
      });
      expect(locked.statusCode).toBe(403);
      expect(locked.json()).toMatchObject({
        data: MESSAGES.accountLocked,
        message: MESSAGES.accountLocked,
        code: 'accountLocked',
      });

      const link = await latestLink(body.email, 'verify-email');
      expect(link.pathname).toBe('/pages/login');
      const token = link.searchParams.get('verify');
      expect((await post('/verify-email', { token })).statusCode).toBe(200);
      const again = await post('/verify-email', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'invalidLink', data: AUTH_PROBLEMS.invalidLink });

      const ok = await post(
        '/login',
        { email: body.email.toUpperCase(), password: body.password, captchaToken: await solveCaptcha(app) },
        { 'device-id': 'device-abc' },
      );
      expect(ok.statusCode).toBe(200);
      const session = userSessionDataSchema.parse((ok.json() as { data: unknown }).data);
      expect(session.userInfo).toMatchObject({
        email: body.email,
        accountType: 0,
        confirmB2BUser: false,
        bdCompanyName: null,
      });
      const { rows } = await db.query<{ device_id: string }>(
        'SELECT device_id FROM user_devices WHERE user_id = $1',
        [session.userInfo.id],
      );
      expect(rows.map((row) => row.device_id)).toEqual(['device-abc']);
      const stored = await db.query<{ newsletters: boolean; password_hash: string }>(
        'SELECT newsletters, password_hash FROM users WHERE id = $1',
        [session.userInfo.id],
      );
      expect(stored.rows[0]?.newsletters).toBe(true);
      expect(stored.rows[0]?.password_hash).toMatch(/^scrypt\$/);
      expect(stored.rows[0]?.password_hash).not.toContain(body.password);
    });

    it('refuses an expired verification token', async () => {
      const body = await registerBody();
      await post('/register', body);
      const token = (await latestLink(body.email, 'verify-email')).searchParams.get('verify');
      await db.query(
        `UPDATE email_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
        [body.email],
      );
      const response = await post('/verify-email', { token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalidLink' });
    });

    it('refuses a duplicate email whatever its case', async () => {
      const body = await registerBody();
      expect((await post('/register', body)).statusCode).toBe(200);
      const duplicate = await post('/register', await registerBody({ email: body.email.toUpperCase() }));
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({ code: 'emailTaken', data: AUTH_PROBLEMS.emailTaken });
    });

    it('requires the company name for a business account and stores it', async () => {
      const missing = await post('/register', await registerBody({ accountType: 1, companyName: '' }));
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'required',
        issues: [{ path: 'companyName', message: MESSAGES.required }],
      });
      const body = await registerBody({ accountType: 1, companyName: 'Linnen B.V.' });
      expect((await post('/register', body)).statusCode).toBe(200);
      const { rows } = await db.query<{ company_name: string; confirm_b2b: boolean }>(
        'SELECT company_name, confirm_b2b FROM users WHERE email = $1',
        [body.email],
      );
      expect(rows[0]).toEqual({ company_name: 'Linnen B.V.', confirm_b2b: false });
    });

    it.each([
      ['a blank first name', { firstName: '  ' }, 'firstName', MESSAGES.required],
      ['no privacy agreement', { register_agree: false }, 'register_agree', MESSAGES.privacyRequired],
      ['different passwords', { confirmPassword: 'Strong@124' }, 'confirmPassword', MESSAGES.passwordNotSame],
      ['an empty password', { password: '', confirmPassword: '' }, 'password', MESSAGES.passwordRequired],
      [
        'a short password',
        { password: 'Ab@1', confirmPassword: 'Ab@1' },
        'password',
        MESSAGES.passwordMinLength,
      ],
      [
        'a password without a special',
        { password: 'Abcdefg1', confirmPassword: 'Abcdefg1' },
        'password',
        MESSAGES.passwordPattern,
      ],
      [
        'a password with a foreign character',
        { password: 'Abcdef@1#', confirmPassword: 'Abcdef@1#' },
        'password',
        MESSAGES.passwordPattern,
      ],
      ['no captcha', { captchaToken: '' }, 'captchaToken', MESSAGES.captchaRequired],
      ['a bad email', { email: 'not-an-email' }, 'email', MESSAGES.invalidEmail],
    ])('answers 400 for %s', async (_label, overrides, path, text) => {
      const response = await post('/register', await registerBody(overrides));
      expect(response.statusCode).toBe(400);
      const body = response.json() as { issues: Array<{ path: string; message: string }> };
      expect(body.issues).toContainEqual({ path, message: text });
    });

    it('refuses a captcha that is wrong or replayed', async () => {
      const forged = await post(
        '/register',
        await registerBody({ captchaToken: Buffer.from('{"x":1}').toString('base64') }),
      );
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ code: 'captchaRequired', data: MESSAGES.captchaRequired });
      const token = await solveCaptcha(app);
      expect((await post('/register', await registerBody({ captchaToken: token }))).statusCode).toBe(200);
      const replay = await post('/register', await registerBody({ captchaToken: token }));
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({ code: 'captchaRequired' });
    });
  });

  describe('login', () => {
    it.each([
      ['a blank email', { email: ' ' }, 'email', MESSAGES.required],
      ['an empty password', { password: '' }, 'password', MESSAGES.required],
      ['no captcha', { captchaToken: undefined }, 'captchaToken', MESSAGES.captchaRequired],
    ])('answers 400 for %s', async (_label, overrides, path, text) => {
      const response = await post('/login', {
        email: 'a@example.com',
        password: 'x',
        captchaToken: 'x',
        ...overrides,
      });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { issues: unknown[] }).issues).toContainEqual({ path, message: text });
    });

    it('says clearly when the email or password is wrong, then locks the account out', async () => {
      const account = await createAccount(db);
      const attempt = async (password: string) =>
        post('/login', { email: account.email, password, captchaToken: await solveCaptcha(app) });
      for (let i = 0; i < 3; i += 1) {
        const wrong = await attempt('Wrong@123');
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toMatchObject({
          code: 'invalidCredentials',
          data: AUTH_PROBLEMS.invalidCredentials,
        });
      }
      const lockedOut = await attempt(account.password);
      expect(lockedOut.statusCode).toBe(429);
      expect(lockedOut.json()).toMatchObject({ code: 'tooManyAttempts' });
      const unknown = await post('/login', {
        email: uniqueEmail('nobody'),
        password: 'x',
        captchaToken: await solveCaptcha(app),
      });
      expect(unknown.json()).toMatchObject({ code: 'invalidCredentials' });
    });

    it('a token answers for its own account only; a bad token is 401 everywhere', async () => {
      const account = await createAccount(db, { accountType: 1, confirmB2B: true });
      const other = await createAccount(db);
      const token = await login(app, account);
      const own = await app.inject({
        method: 'GET',
        url: `${AUTH}/${account.id}/get-user`,
        headers: bearer(token),
      });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({
        data: { id: account.id, accountType: 1, confirmB2BUser: true, bdCompanyName: 'Test B.V.' },
      });
      const foreign = await app.inject({
        method: 'GET',
        url: `${AUTH}/${other.id}/get-user`,
        headers: bearer(token),
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 'forbidden' });
      for (const headers of [{}, bearer('garbage'), bearer(`${token}x`), { authorization: token }]) {
        const response = await app.inject({ method: 'GET', url: `${AUTH}/${account.id}/get-user`, headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'unauthorized', data: AUTH_PROBLEMS.unauthorized });
      }
    });

    it('update-user changes only the caller and persists', async () => {
      const account = await createAccount(db);
      const other = await createAccount(db);
      const token = await login(app, account);
      const update = {
        firstName: 'Nieuw',
        lastName: 'Naam',
        phone: '+31 20 123 4567',
        newsletters: true,
        bdCompanyName: 'X',
      };
      const forbidden = await post(`/${other.id}/update-user`, update, bearer(token));
      expect(forbidden.statusCode).toBe(403);
      const noToken = await post(`/${account.id}/update-user`, update);
      expect(noToken.statusCode).toBe(401);
      const blank = await post(`/${account.id}/update-user`, { ...update, firstName: '' }, bearer(token));
      expect(blank.statusCode).toBe(400);
      const ok = await post(`/${account.id}/update-user`, update, bearer(token));
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        data: {
          firstName: 'Nieuw',
          lastName: 'Naam',
          phone: '+31 20 123 4567',
          newsletters: true,
          bdCompanyName: null,
        },
      });
      const read = await app.inject({
        method: 'GET',
        url: `${AUTH}/${account.id}/get-user`,
        headers: bearer(token),
      });
      expect(read.json()).toMatchObject({ data: { firstName: 'Nieuw' } });
    });
  });

  describe('verify-account, forgot-password, reset-password', () => {
    it('answers the account type, or "Email doesn\'t exist"', async () => {
      const business = await createAccount(db, { accountType: 1 });
      const found = await app.inject({
        url: `${AUTH}/verify-account?email=${encodeURIComponent(business.email.toUpperCase())}`,
      });
      expect(found.json()).toEqual({ data: { accountType: 1 } });
      const missing = await app.inject({
        url: `${AUTH}/verify-account?email=${encodeURIComponent(uniqueEmail('none'))}`,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        code: 'emailNotFound',
        data: MESSAGES.emailNotFound,
        message: MESSAGES.emailNotFound,
      });
      const blank = await app.inject({ url: `${AUTH}/verify-account?email=` });
      expect(blank.statusCode).toBe(400);
    });

    it('answers forgot-password the same for known and unknown addresses; the link resets once', async () => {
      const account = await createAccount(db);
      const oldToken = await login(app, account);
      const known = await post('/forgot-password', { email: account.email });
      const unknown = await post('/forgot-password', { email: uniqueEmail('ghost') });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());

      const link = await latestLink(account.email, 'reset-password');
      expect(link.pathname).toBe('/pages/resetpassword');
      const token = link.searchParams.get('token');
      const weak = await post('/reset-password', { token, password: 'weak', confirmPassword: 'weak' });
      expect(weak.statusCode).toBe(400);
      const mismatch = await post('/reset-password', {
        token,
        password: 'Better@123',
        confirmPassword: 'Better@124',
      });
      expect(mismatch.json()).toMatchObject({ code: 'passwordNotSame', data: MESSAGES.passwordNotSame });
      expect(
        (await post('/reset-password', { token, password: 'Better@123', confirmPassword: 'Better@123' }))
          .statusCode,
      ).toBe(200);
      const reused = await post('/reset-password', {
        token,
        password: 'Other@1234',
        confirmPassword: 'Other@1234',
      });
      expect(reused.statusCode).toBe(400);

      // The old password no longer works, the new one does, and tokens issued before the reset are revoked.
      const old = await post('/login', {
        email: account.email,
        password: account.password,
        captchaToken: await solveCaptcha(app),
      });
      expect(old.statusCode).toBe(400);
      await login(app, { email: account.email, password: 'Better@123' });
      const revoked = await app.inject({ url: `${AUTH}/${account.id}/get-user`, headers: bearer(oldToken) });
      expect(revoked.statusCode).toBe(401);
    });

    it('refuses an expired reset token', async () => {
      const account = await createAccount(db);
      await post('/forgot-password', { email: account.email });
      const token = (await latestLink(account.email, 'reset-password')).searchParams.get('token');
      await db.query(`UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
        account.id,
      ]);
      const response = await post('/reset-password', {
        token,
        password: 'Better@123',
        confirmPassword: 'Better@123',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalidLink' });
    });
  });

  it('serves a fresh ALTCHA challenge, never cached', async () => {
    const response = await app.inject({ url: `${AUTH}/captcha-challenge` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      data: { provider: 'altcha', challenge: { parameters: { algorithm: 'PBKDF2/SHA-256' } } },
    });
  });
});
