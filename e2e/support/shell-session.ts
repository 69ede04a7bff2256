import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { publishOnPageBus } from './federation';

/** The consumer demo account every fresh database has (backend/README.md). */
export const DEMO_ACCOUNT = { email: 'demo@riode.example', password: 'Demo@1234' } as const;

/** Solves the shop's ALTCHA proof of work the way the widget does (base64 of challenge + solution). */
async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const response = await request.get('/orders/api/v1/auth/captcha-challenge');
  const body = (await response.json()) as { data: { provider: string; challenge?: Challenge } };
  if (body.data.provider !== 'altcha' || !body.data.challenge) {
    throw new Error(`this helper solves ALTCHA only, the shop uses ${body.data.provider}`);
  }
  const solution = await solveChallenge({ challenge: body.data.challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge: body.data.challenge, solution })).toString('base64');
}

/**
 * Signs a browser context in over HTTP, through Auth.js's credentials callback (CSRF token,
 * solved captcha), without any team's sign-in UI. context.request shares the context's cookies,
 * so every page of the context is signed in afterwards.
 */
export async function signInContext(context: BrowserContext, account = DEMO_ACCOUNT): Promise<void> {
  const { request } = context;
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const response = await request.post('/api/auth/callback/credentials', {
    form: {
      csrfToken,
      callbackUrl: '/',
      json: 'true',
      email: account.email,
      password: account.password,
      captchaToken: await solveCaptcha(request),
    },
    headers: { 'x-auth-return-redirect': '1' },
    maxRedirects: 0,
  });
  const session = (await (await request.get('/api/auth/session')).json()) as { accessToken?: string } | null;
  if (!session?.accessToken) {
    throw new Error(`sign-in failed (${response.status()}): ${await response.text()}`);
  }
}

/** Publishes an event on the page's bus as a remote would (a well-formed envelope of version 1). */
export async function publishFromRemote(page: Page, type: string, payload: unknown): Promise<void> {
  const problems = await publishOnPageBus(page, { type, version: 1, payload, source: 'e2e', at: Date.now() });
  const mine = problems.filter((problem) => problem.startsWith(`${type}:`));
  if (mine.length > 0) throw new Error(`the bus refused ${type}: ${mine.join(', ')}`);
}
