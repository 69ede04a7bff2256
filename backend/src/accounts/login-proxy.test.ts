import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { buildTestApp, createAccount, solveCaptcha } from '../test-support/account-app';

jest.setTimeout(60_000);

const limits = { LOGIN_MAX_FAILURES: '100', LOGIN_MAX_FAILURES_PER_IP: '3' };

async function attempt(
  app: FastifyInstance,
  account: { email: string; password: string },
  headers: Record<string, string>,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/orders/api/v1/auth/login',
    remoteAddress,
    headers,
    payload: { ...account, captchaToken: await solveCaptcha(app) },
  });
}

/** Fails one login on each of three accounts, each time naming another address in X-Forwarded-For. */
async function failFromForgedAddresses(
  app: FastifyInstance,
  db: Database,
  forwardedFor: (i: number) => string,
) {
  for (let i = 0; i < 3; i += 1) {
    const victim = await createAccount(db);
    const response = await attempt(
      app,
      { email: victim.email, password: 'Wrong@1234' },
      {
        'x-forwarded-for': forwardedFor(i),
      },
    );
    expect(response.statusCode).toBe(400);
  }
}

describe('the per-address login lockout and X-Forwarded-For', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
  });

  it('by default counts the socket address: a forged header does not reset the lockout', async () => {
    const app = await buildTestApp(db, limits);
    try {
      await failFromForgedAddresses(app, db, (i) => `198.51.100.${i + 1}`);
      const innocent = await createAccount(db);
      const locked = await attempt(app, innocent, { 'x-forwarded-for': '203.0.113.77' });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'tooManyAttempts' });
      // Another client (another socket address) is not affected.
      expect((await attempt(app, innocent, {}, '192.0.2.10')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('behind a trusted proxy counts the address the proxy saw, whatever the client prepends', async () => {
    const app = await buildTestApp(db, { ...limits, TRUST_PROXY: '127.0.0.1' });
    try {
      // The proxy appends the real peer (198.51.100.50); the client forged what comes before it.
      await failFromForgedAddresses(app, db, (i) => `10.0.0.${i + 1}, 198.51.100.50`);
      const innocent = await createAccount(db);
      const forged = await attempt(app, innocent, { 'x-forwarded-for': '10.9.9.9, 198.51.100.50' });
      expect(forged.statusCode).toBe(429);
      const otherClient = await attempt(app, innocent, { 'x-forwarded-for': '198.51.100.51' });
      expect(otherClient.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('does not take X-Forwarded-For from an address that is not the trusted proxy', async () => {
    const app = await buildTestApp(db, { ...limits, TRUST_PROXY: '10.1.1.1' });
    try {
      await failFromForgedAddresses(app, db, (i) => `198.51.100.${i + 1}`);
      const innocent = await createAccount(db);
      expect((await attempt(app, innocent, { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
