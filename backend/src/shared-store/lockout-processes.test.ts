import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPostgresDatabase } from '../db/postgres-database';
import { createAccount, type TestAccount } from '../test-support/account-app';
import { createTestSchema, postgresReachable, type TestSchema } from '../test-support/databases';
import { callJson, solveCaptchaAt } from '../test-support/http-client';
import { startServer, type ServerProcess } from '../test-support/server-process';

jest.setTimeout(120_000);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// PostgreSQL is required on CI (test-support/databases.ts); elsewhere the test waits for it.
const run = (await postgresReachable()) || process.env.CI ? describe : describe.skip;

/**
 * Two real server processes (`node server.js`, two ports) on one PostgreSQL schema and one Redis:
 * failures spread over both instances add up, and the lockout one earns holds on the other.
 */
run('login lockout across two server processes', () => {
  let schema: TestSchema;
  let db: Database;
  let account: TestAccount;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    schema = await createTestSchema();
    db = await openPostgresDatabase(schema.url, { poolSize: 2 });
    await migrate(db);
    account = await createAccount(db);
    const env = {
      DATABASE_URL: schema.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: `riode-test:${randomBytes(6).toString('hex')}:`,
      LOGIN_MAX_FAILURES: '3',
    };
    // One after the other: the first creates the shared secret the second then reads.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.close();
    await schema?.drop();
  });

  const login = async (server: ServerProcess, password: string) =>
    callJson(server.url, 'POST', '/orders/api/v1/auth/login', {
      email: account.email,
      password,
      captchaToken: await solveCaptchaAt(server.url),
    });

  it('locks the account on both after failures alternating between them', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    expect(first.url).not.toBe(second.url);
    expect((await login(first, 'Wrong@1111')).status).toBe(400);
    expect((await login(second, 'Wrong@2222')).status).toBe(400);
    expect((await login(first, 'Wrong@3333')).status).toBe(400);
    const onSecond = await login(second, account.password);
    expect(onSecond.status).toBe(429);
    expect(onSecond.body).toMatchObject({ code: 'tooManyAttempts' });
    expect((await login(first, account.password)).status).toBe(429);
  });

  it('accepts a captcha solution once across both', async () => {
    const other = await createAccount(db);
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const captchaToken = await solveCaptchaAt(first.url);
    const body = { email: other.email, password: other.password, captchaToken };
    expect((await callJson(first.url, 'POST', '/orders/api/v1/auth/login', body)).status).toBe(200);
    const replay = await callJson(second.url, 'POST', '/orders/api/v1/auth/login', body);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: 'captchaRequired' });
  });
});
