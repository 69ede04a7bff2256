import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Database } from '../db/database';
import { bearer, buildTestApp, login } from '../test-support/account-app';
import { testDatabases } from '../test-support/databases';
import { DEMO_ACCOUNTS } from './demo-accounts';

jest.setTimeout(60_000);
const databases = await testDatabases();

describe.each(databases)('a fresh shop on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  it('gets the documented demo consumer and demo business account, once', async () => {
    const app = await buildTestApp(db, { DEMO_ACCOUNTS: 'true' });
    const [consumer, business] = DEMO_ACCOUNTS;
    const consumerToken = await login(app, consumer);
    const businessToken = await login(app, business);
    const { rows } = await db.query<{ id: number; email: string }>('SELECT id, email FROM users ORDER BY id');
    const businessId = rows.find((row) => row.email === business.email)?.id;
    const profile = await app.inject({
      url: `/orders/api/v1/auth/${businessId}/get-user`,
      headers: bearer(businessToken),
    });
    expect(profile.json()).toMatchObject({
      data: { accountType: 1, confirmB2BUser: true, bdCompanyName: business.companyName },
    });
    expect(consumerToken).not.toBe(businessToken);
    await app.close();
    const again = await buildTestApp(db, { DEMO_ACCOUNTS: 'true' });
    const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(count.rows[0]?.n).toBe(2);
    await again.close();
  });

  it('uses reCAPTCHA, verified on the server, when its keys are configured', async () => {
    const fakeGoogle: typeof fetch = async (_url, init) => {
      const token = new URLSearchParams(String(init?.body)).get('response');
      return Response.json({ success: token === 'human' });
    };
    const app = await buildTestApp(
      db,
      { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'secret' },
      { captchaFetch: fakeGoogle },
    );
    const challenge = await app.inject({ url: '/orders/api/v1/auth/captcha-challenge' });
    expect(challenge.json()).toEqual({ data: { provider: 'recaptcha', siteKey: 'site-key' } });
    const [consumer] = DEMO_ACCOUNTS;
    const attempt = (captchaToken: string) =>
      app.inject({
        method: 'POST',
        url: '/orders/api/v1/auth/login',
        payload: { email: consumer.email, password: consumer.password, captchaToken },
      });
    expect((await attempt('robot')).json()).toMatchObject({ code: 'captchaRequired' });
    expect((await attempt('human')).statusCode).toBe(200);
    await app.close();
  });
});
