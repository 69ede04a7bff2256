import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AccountType } from 'shared-contracts';
import { hashPassword } from '../accounts/password';
import { insertUser } from '../accounts/user-repository';
import { buildApp, type AppDependencies } from '../app';
import { encodeAltchaPayload } from '../captcha/altcha-verifier';
import { loadConfig } from '../config';
import type { Database } from '../db/database';

/** A config for API tests: silent, throwaway folders, an ALTCHA cheap enough to solve in a test. */
export function testConfig(overrides: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'riode-test-'));
  return loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    BUILD_DIR: path.join(dir, 'build'),
    DATA_DIR: path.join(dir, 'data'),
    ALTCHA_COST: '1',
    ALTCHA_MAX_NUMBER: '20',
    DEMO_ACCOUNTS: 'false',
    ...overrides,
  });
}

export async function buildTestApp(
  db: Database,
  overrides: Record<string, string> = {},
  deps: AppDependencies = {},
) {
  const app = await buildApp(testConfig(overrides), { ...deps, db });
  await app.ready();
  return app;
}

/** Fetches a challenge and solves it for real, as the widget does in the browser. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/orders/api/v1/auth/captcha-challenge' });
  const challenge = (response.json() as { data: { challenge: Challenge } }).data.challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha challenge');
  return encodeAltchaPayload(challenge, solution);
}

export interface TestAccount {
  id: number;
  email: string;
  password: string;
}

let counter = 0;
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

/** A verified account written straight to the database (tests of other routes need no email round trip). */
export async function createAccount(
  db: Database,
  options: {
    accountType?: AccountType;
    confirmB2B?: boolean;
    verified?: boolean;
    email?: string;
    password?: string;
    firstName?: string;
  } = {},
): Promise<TestAccount> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'Secret@123';
  const row = await insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: options.firstName ?? 'Test',
    lastName: 'User',
    accountType: options.accountType ?? 0,
    companyName: options.accountType === 1 ? 'Test B.V.' : null,
    newsletters: false,
    locale: 'nl_NL',
    verified: options.verified ?? true,
    confirmB2B: options.confirmB2B ?? false,
  });
  if (!row) throw new Error(`could not create ${email}`);
  return { id: row.id, email, password };
}

export async function login(
  app: FastifyInstance,
  account: { email: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/orders/api/v1/auth/login',
    payload: { email: account.email, password: account.password, captchaToken: await solveCaptcha(app) },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { data: { accessToken: string } }).data.accessToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
