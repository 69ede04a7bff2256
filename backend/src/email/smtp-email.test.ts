import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { buildTestApp, login, solveCaptcha, uniqueEmail } from '../test-support/account-app';
import { testDatabases } from '../test-support/databases';
import { Inbox, linkIn } from '../test-support/smtp-inbox';

jest.setTimeout(60_000);
const databases = await testDatabases();

describe.each(databases)('emails through a real SMTP server on $name', ({ open }) => {
  const inbox = new Inbox();
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    const port = await inbox.start();
    db = await open();
    app = await buildTestApp(db, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://shop.example',
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await new Promise<void>((resolve) => inbox.server.close(() => resolve()));
  });

  it('delivers a working verification link and a working reset link', async () => {
    const email = uniqueEmail('smtp');
    const form = {
      email,
      password: 'First@1234',
      confirmPassword: 'First@1234',
      firstName: 'Joost',
      lastName: 'Smit',
      accountType: 0,
      register_agree: true,
      newsletters: false,
      locale: 'en_US',
      captchaToken: await solveCaptcha(app),
    };
    const register = await app.inject({ method: 'POST', url: '/orders/api/v1/auth/register', payload: form });
    expect(register.statusCode).toBe(200);
    const verification = await inbox.next(email);
    expect(verification.raw).toContain('Subject: Verify your email address');
    const verifyLink = linkIn(verification.raw);
    expect(verifyLink.origin + verifyLink.pathname).toBe('https://shop.example/pages/login');
    const verified = await app.inject({
      method: 'POST',
      url: '/orders/api/v1/auth/verify-email',
      payload: { token: verifyLink.searchParams.get('verify') },
    });
    expect(verified.statusCode).toBe(200);
    await login(app, { email, password: 'First@1234' });

    const forgot = await app.inject({
      method: 'POST',
      url: '/orders/api/v1/auth/forgot-password',
      payload: { email },
    });
    expect(forgot.statusCode).toBe(200);
    const resetLink = linkIn((await inbox.next(email)).raw);
    expect(resetLink.pathname).toBe('/pages/resetpassword');
    const reset = await app.inject({
      method: 'POST',
      url: '/orders/api/v1/auth/reset-password',
      payload: {
        token: resetLink.searchParams.get('token'),
        password: 'Second@1234',
        confirmPassword: 'Second@1234',
      },
    });
    expect(reset.statusCode).toBe(200);
    await login(app, { email, password: 'Second@1234' });
    const { rows } = await db.query('SELECT 1 FROM email_outbox WHERE to_address = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('sends the order confirmation in Dutch by default', async () => {
    await db.query(`INSERT INTO categories (id, name) VALUES (9902, 'Mail') ON CONFLICT (id) DO NOTHING`);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO products (name, category_id, price_cents, stock) VALUES ('Theedoek', 9902, 495, 3) RETURNING id`,
    );
    const email = uniqueEmail('order');
    const order = {
      email,
      firstName: 'Eva',
      lastName: 'Mulder',
      delivery: 'collection',
      lines: [{ productId: rows[0]?.id, qty: 2, orderType: 'normal' }],
    };
    const placed = await app.inject({
      method: 'POST',
      url: '/orders/api/v1/orders/place-order',
      payload: order,
    });
    expect(placed.statusCode).toBe(200);
    const message = await inbox.next(email);
    expect(message.raw).toContain('Bevestiging van je bestelling RD-');
    const link = linkIn(message.raw);
    // The guest's tracking page: it asks for this address before it shows the order.
    expect(link.pathname).toBe('/pages/track-order');
    expect(link.searchParams.get('order')).toMatch(/^RD-\d+$/);
  });
});
