import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { buildTestApp, createAccount, solveCaptcha, type TestAccount } from '../test-support/account-app';
import { testDatabases } from '../test-support/databases';

jest.setTimeout(60_000);
const databases = await testDatabases();
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two server instances on one database and one Redis: what one counts, the other sees. */
describe.each(databases)('login lockout shared through Redis on $name', ({ open }) => {
  let db: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let account: TestAccount;

  beforeAll(async () => {
    db = await open();
    const settings = {
      REDIS_URL,
      REDIS_KEY_PREFIX: `riode-test:${randomBytes(6).toString('hex')}:`,
      LOGIN_MAX_FAILURES: '3',
    };
    first = await buildTestApp(db, settings);
    second = await buildTestApp(db, settings);
    account = await createAccount(db);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await db.close();
  });

  const attempt = async (app: FastifyInstance, password: string, captchaFrom: FastifyInstance = app) =>
    app.inject({
      method: 'POST',
      url: '/orders/api/v1/auth/login',
      payload: { email: account.email, password, captchaToken: await solveCaptcha(captchaFrom) },
    });

  it('locks the account on both instances after failures spread over both', async () => {
    expect((await attempt(first, 'Wrong@111')).statusCode).toBe(400);
    expect((await attempt(second, 'Wrong@222')).statusCode).toBe(400);
    expect((await attempt(first, 'Wrong@333')).statusCode).toBe(400);
    const onSecond = await attempt(second, account.password);
    expect(onSecond.statusCode).toBe(429);
    expect(onSecond.json()).toMatchObject({ code: 'tooManyAttempts' });
    expect((await attempt(first, account.password)).statusCode).toBe(429);
  });

  it('refuses a captcha solution replayed on the other instance', async () => {
    const other = await createAccount(db);
    const token = await solveCaptcha(first);
    const payload = (captchaToken: string) => ({
      email: other.email,
      password: other.password,
      captchaToken,
    });
    const ok = await first.inject({
      method: 'POST',
      url: '/orders/api/v1/auth/login',
      payload: payload(token),
    });
    expect(ok.statusCode).toBe(200);
    const replay = await second.inject({
      method: 'POST',
      url: '/orders/api/v1/auth/login',
      payload: payload(token),
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'captchaRequired' });
  });
});
