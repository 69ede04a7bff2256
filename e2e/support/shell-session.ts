import type { BrowserContext, Page } from '@playwright/test';
import { signInContext as signInOverHttp } from './cart-api';
import { publishOnPageBus } from './federation';

/** The consumer demo account every fresh database has (backend/README.md). */
export const DEMO_ACCOUNT = { email: 'demo@riode.example', password: 'Demo@1234' } as const;

/**
 * Signs a browser context in over HTTP, through Auth.js's credentials callback, without any
 * team's sign-in UI (support/cart-api.ts); every page of the context is signed in afterwards.
 */
export async function signInContext(context: BrowserContext, account = DEMO_ACCOUNT): Promise<void> {
  await signInOverHttp(context, account);
}

/** Publishes an event on the page's bus as a remote would (a well-formed envelope of version 1). */
export async function publishFromRemote(page: Page, type: string, payload: unknown): Promise<void> {
  const problems = await publishOnPageBus(page, { type, version: 1, payload, source: 'e2e', at: Date.now() });
  const mine = problems.filter((problem) => problem.startsWith(`${type}:`));
  if (mine.length > 0) throw new Error(`the bus refused ${type}: ${mine.join(', ')}`);
}
