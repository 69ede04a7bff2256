import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { AUTH_PROBLEMS } from 'shared-contracts';
import { DEMO_ACCOUNTS } from '../accounts/demo-accounts';
import { CuttableProxy } from '../test-support/cuttable-proxy';
import { callJson, CookieJar, solveCaptchaAt } from '../test-support/http-client';
import { startServer, type ServerProcess } from '../test-support/server-process';

jest.setTimeout(120_000);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const [demo] = DEMO_ACCOUNTS;
const unavailable = {
  message: AUTH_PROBLEMS.serviceUnavailable,
  data: AUTH_PROBLEMS.serviceUnavailable,
  code: 'serviceUnavailable',
};

/** Waits until `check` holds, polling; fails with `what` if it never does. */
async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never: ${what}`);
}

/**
 * A server process whose Redis goes away while it runs and comes back (a real Redis behind a
 * proxy the test cuts). Meanwhile sign-in is refused with a 503 in the error envelope, on the API
 * and through Auth.js, instead of waiting and failing with a 500, and the log says once that
 * Redis is gone and once that it is back.
 */
describe('Redis lost at run time', () => {
  let proxy: CuttableProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    proxy = await CuttableProxy.start(REDIS_URL);
    server = await startServer({
      REDIS_URL: proxy.urlFor(REDIS_URL),
      REDIS_KEY_PREFIX: `riode-test:${randomBytes(6).toString('hex')}:`,
      DEMO_ACCOUNTS: 'true',
      LOG_LEVEL: 'info',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.cut();
  });

  const login = async () =>
    callJson(server.url, 'POST', '/orders/api/v1/auth/login', {
      email: demo.email,
      password: demo.password,
      captchaToken: await solveCaptchaAt(server.url),
    });

  /** Signs in as the account remote does (mfe-account/src/lib/auth-js.ts): a form, JSON back. */
  const authJsSignIn = async () => {
    const browser = new CookieJar(server.url);
    const form = {
      csrfToken: await browser.csrf(),
      email: demo.email,
      password: demo.password,
      captchaToken: await solveCaptchaAt(server.url),
      callbackUrl: '/pages/account',
      json: 'true',
    };
    const answer = await browser.postForm('/api/auth/callback/credentials', form, {
      'x-auth-return-redirect': '1',
    });
    return { status: answer.status, body: (await answer.json()) as unknown };
  };

  const logLines = (pattern: RegExp) =>
    server
      .output()
      .split('\n')
      .filter((line) => pattern.test(line));

  it('signs in with Redis there', async () => {
    expect((await login()).status).toBe(200);
    expect(await authJsSignIn()).toEqual({ status: 200, body: { url: `${server.url}/pages/account` } });
  });

  it('answers sign-in with a 503 envelope while Redis is gone, and logs that once', async () => {
    await proxy.cut();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await login();
      expect([refused.status, refused.body]).toEqual([503, unavailable]);
      expect(await authJsSignIn()).toEqual({ status: 503, body: unavailable });
    }
    const outage = logLines(/Redis is unreachable/);
    expect(outage).toHaveLength(1);
    expect(JSON.parse(outage[0] ?? '')).toMatchObject({ level: 40, redis: proxy.urlFor(REDIS_URL) });
    // No stack traces: neither ioredis's unhandled error events nor the sign-ins' failures.
    expect(server.output()).not.toMatch(/\n\s+at |ioredis|"level":50/);
  });

  it('signs in again once Redis is back, and logs that once', async () => {
    await proxy.restore();
    await eventually(
      'the server logs that Redis is back',
      async () => logLines(/Redis is reachable again/).length > 0,
    );
    expect((await login()).status).toBe(200);
    expect((await authJsSignIn()).status).toBe(200);
    expect(logLines(/Redis is reachable again/)).toHaveLength(1);
    expect(logLines(/Redis is unreachable/)).toHaveLength(1);
  });

  it('answers the 503 as well when Redis stops answering on an open connection, and recovers', async () => {
    proxy.hold();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await login();
      expect([refused.status, refused.body]).toEqual([503, unavailable]);
      expect(await authJsSignIn()).toEqual({ status: 503, body: unavailable });
    }
    expect(logLines(/Redis is unreachable/)).toHaveLength(2);
    expect(JSON.parse(logLines(/Redis is unreachable/)[1] ?? '')).toMatchObject({
      reason: 'Command timed out',
    });
    proxy.release();
    await eventually(
      'the server logs that Redis is back',
      async () => logLines(/Redis is reachable again/).length > 1,
    );
    expect((await login()).status).toBe(200);
    expect(logLines(/Redis is reachable again/)).toHaveLength(2);
  });
});
