import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { callJson, CookieJar, solveCaptchaAt } from '../test-support/http-client';
import { startServer, type ServerProcess } from '../test-support/server-process';
import { Inbox, linkIn } from '../test-support/smtp-inbox';

jest.setTimeout(120_000);

const AUTH = '/orders/api/v1/auth';

/** A browser opening an emailed link: the server logs that address (this build has no shell: 503). */
async function openPage(base: string, link: URL): Promise<void> {
  const page = await fetch(`${base}${link.pathname}${link.search}`, { headers: { accept: 'text/html' } });
  expect([200, 503]).toContain(page.status);
}

/**
 * A whole visitor journey over HTTP against a real server process logging at debug level, with
 * email going to a real SMTP server (without SMTP the outbox log line would be the one place a
 * link is logged on purpose). Afterwards no secret of the journey may appear in the log.
 */
describe('secrets never reach the log', () => {
  const inbox = new Inbox();
  let server: ServerProcess;
  const secrets = new Map<string, string>();
  const keep = (label: string, value: string | null | undefined) => {
    if (!value) throw new Error(`${label} is missing`);
    secrets.set(label, value);
    return value;
  };

  beforeAll(async () => {
    const port = await inbox.start();
    server = await startServer({
      LOG_LEVEL: 'debug',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SEED_PRODUCTS: '30',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await inbox.close();
  });

  it('register, verify, log in, Auth.js sign-in, get-user, reset the password, order, sign out', async () => {
    const base = server.url;
    const email = `journey.${randomBytes(4).toString('hex')}@example.com`;
    const password = keep('password', `Pw@${randomBytes(9).toString('hex')}`);
    const captcha = async () => keep(`captcha ${secrets.size}`, await solveCaptchaAt(base));

    const registered = await callJson(base, 'POST', `${AUTH}/register`, {
      email,
      password,
      confirmPassword: password,
      firstName: 'Journey',
      lastName: 'Test',
      accountType: 0,
      register_agree: true,
      newsletters: false,
      captchaToken: await captcha(),
    });
    expect(registered.status).toBe(200);

    // The visitor opens the emailed link (the server logs that URL), the page posts the token.
    const verifyLink = linkIn((await inbox.next(email)).raw);
    const verifyToken = keep('verify token', verifyLink.searchParams.get('verify'));
    await openPage(base, verifyLink);
    expect((await callJson(base, 'POST', `${AUTH}/verify-email`, { token: verifyToken })).status).toBe(200);

    const loggedIn = await callJson(
      base,
      'POST',
      `${AUTH}/login`,
      { email, password, captchaToken: await captcha() },
      { 'device-id': 'journey-device' },
    );
    expect(loggedIn.status).toBe(200);
    const { accessToken, userInfo } = (
      loggedIn.body as { data: { accessToken: string; userInfo: { id: number } } }
    ).data;
    keep('access token', accessToken);

    const jar = new CookieJar(base);
    const csrfToken = keep('csrf token', await jar.csrf());
    const signIn = await jar.postForm('/api/auth/callback/credentials', {
      csrfToken,
      email,
      password,
      captchaToken: await captcha(),
      callbackUrl: '/pages/account',
    });
    expect(signIn.status).toBe(302);
    const session = (await (await jar.request('/api/auth/session')).json()) as { accessToken: string };
    keep('session access token', session.accessToken);
    jar.values().forEach((value, index) => keep(`cookie ${index}`, value));

    const user = await callJson(base, 'GET', `${AUTH}/${userInfo.id}/get-user`, undefined, {
      authorization: `Bearer ${session.accessToken}`,
    });
    expect(user.status).toBe(200);
    const forged = keep('forged bearer', `eyJhbGciOiJIUzI1NiJ9.${randomBytes(24).toString('hex')}.x`);
    const refused = await callJson(base, 'GET', `${AUTH}/${userInfo.id}/get-user`, undefined, {
      authorization: `Bearer ${forged}`,
    });
    expect(refused.status).toBe(401);

    expect((await callJson(base, 'POST', `${AUTH}/forgot-password`, { email })).status).toBe(200);
    const resetLink = linkIn((await inbox.next(email)).raw);
    const resetToken = keep('reset token', resetLink.searchParams.get('token'));
    await openPage(base, resetLink);
    const newPassword = keep('new password', `Nw@${randomBytes(9).toString('hex')}`);
    const reset = await callJson(base, 'POST', `${AUTH}/reset-password`, {
      token: resetToken,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.status).toBe(200);

    const again = await callJson(base, 'POST', `${AUTH}/login`, {
      email,
      password: newPassword,
      captchaToken: await captcha(),
    });
    expect(again.status).toBe(200);
    const freshToken = keep(
      'fresh access token',
      (again.body as { data: { accessToken: string } }).data.accessToken,
    );

    const home = await callJson(
      base,
      'GET',
      '/products/api/v1/public-products/get-default-approved-products',
    );
    const product = (home.body as { responseData: { data: Array<{ id: number }> } }).responseData.data[0];
    const order = await callJson(
      base,
      'POST',
      '/orders/api/v1/orders/place-order',
      {
        email,
        firstName: 'Journey',
        lastName: 'Test',
        delivery: 'collection',
        lines: [{ productId: product?.id, qty: 1, orderType: 'normal' }],
      },
      { authorization: `Bearer ${freshToken}` },
    );
    expect(order.status).toBe(200);

    const signOut = await jar.postForm('/api/auth/signout', {
      csrfToken: await jar.csrf(),
      callbackUrl: '/',
    });
    expect(signOut.status).toBe(302);

    // Stopping flushes the log; then every line the server wrote is searched.
    await server.stop();
    const log = server.output();
    expect(log).toContain(`${AUTH}/login`);
    expect(log).toContain('/api/auth/callback/credentials');
    expect(log).toContain('"msg":"incoming request"');
    const leaked = [...secrets].filter(([, value]) => log.includes(value)).map(([label]) => label);
    expect(leaked).toEqual([]);
    expect(log).not.toMatch(/Bearer [A-Za-z0-9._-]{8,}/);
  });

  it('without SMTP, the outbox log line names the email but masks its token', async () => {
    const outboxServer = await startServer({ LOG_LEVEL: 'info' });
    try {
      const email = `outbox.${randomBytes(4).toString('hex')}@example.com`;
      const password = `Pw@${randomBytes(9).toString('hex')}`;
      const registered = await callJson(outboxServer.url, 'POST', `${AUTH}/register`, {
        email,
        password,
        confirmPassword: password,
        firstName: 'Outbox',
        lastName: 'Test',
        accountType: 0,
        register_agree: true,
        captchaToken: await solveCaptchaAt(outboxServer.url),
      });
      expect(registered.status).toBe(200);
      expect((await callJson(outboxServer.url, 'POST', `${AUTH}/forgot-password`, { email })).status).toBe(
        200,
      );
    } finally {
      await outboxServer.stop();
    }
    const log = outboxServer.output();
    expect(log).toContain('verify=[redacted]');
    expect(log).toContain('token=[redacted]');
    expect(log).not.toMatch(/(verify|token)=(?!\[redacted\])/);
  });
});
