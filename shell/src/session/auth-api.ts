import {
  CLIENT_SESSION_ERROR,
  sessionSchema,
  withTimeLimit,
  type PageState,
  type Session,
} from 'shared-contracts';
import { readPageState } from '../page-state/page-state';
import { holdsSessionStorage } from './session-storage';

/** Auth.js is mounted here by the backend (spec §2: /api/auth/session, csrf, signout, _log). */
export const AUTH_BASE_PATH = '/api/auth';

/** A session read the server did not answer usably: the caller logs it and shows no session. */
export class SessionFetchError extends Error {}

/**
 * GET /api/auth/session. Auth.js answers `null` (or `{}`) when signed out; a signed-in body
 * matches sessionSchema. Anything else is a failure (spec §7: it yields no session).
 */
export async function getSession(): Promise<Session | null> {
  // A session read that never ends would leave the page "loading" for good: it has a time limit.
  const { response, body } = await withTimeLimit(`${AUTH_BASE_PATH}/session`, async (signal) => {
    let response: Response;
    try {
      response = await fetch(`${AUTH_BASE_PATH}/session`, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
        cache: 'no-store',
        signal,
      });
    } catch (error) {
      throw new SessionFetchError(`network: ${String(error)}`);
    }
    if (!response.ok) return { response, body: undefined };
    const body: unknown = await response.json().catch(() => {
      throw new SessionFetchError('body is not JSON');
    });
    return { response, body };
  });
  if (!response.ok) throw new SessionFetchError(`status ${response.status}`);
  if (body === null || (typeof body === 'object' && Object.keys(body).length === 0)) return null;
  const parsed = sessionSchema.safeParse(body);
  if (!parsed.success) throw new SessionFetchError('body is not a session');
  return parsed.data;
}

/** The ways to a page that fetch it from the server; going back or forward, a browser may show a kept copy. */
const SENT_NOW: ReadonlySet<string | undefined> = new Set(['navigate', 'reload']);

function navigationType(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}

/**
 * "No session" (null) when the server rendered this page for a visitor without a session cookie
 * (page state `signedOut`: Auth.js could have answered nothing else), else undefined: the session is
 * read as usual. Only on a page the server has just sent (a kept copy may predate a sign-in), and
 * set aside while this browser's storage holds a sign-in: the shopper may have signed in, in another
 * tab, after the page was asked for and before this tab's shell started listening for such news.
 */
export function sessionInPage(
  state: PageState | undefined = readPageState(),
  storage: Pick<Storage, 'getItem'> = localStorage,
  cameBy: string | undefined = navigationType(),
): null | undefined {
  return state?.signedOut && SENT_NOW.has(cameBy) && !holdsSessionStorage(storage) ? null : undefined;
}

/** POST /api/auth/_log, the Auth.js client log route (level, code, details), best effort. */
export function logSessionError(error: unknown): void {
  const body = JSON.stringify({
    level: 'error',
    code: CLIENT_SESSION_ERROR,
    message: error instanceof Error ? error.message : String(error),
    url: `${AUTH_BASE_PATH}/session`,
  });
  console.error(`[session] ${CLIENT_SESSION_ERROR}`, error);
  void fetch(`${AUTH_BASE_PATH}/_log`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * POST /api/auth/signout with the CSRF token (double-submit cookie), so the server's session
 * cookie goes too; otherwise the next refetch would sign the user straight back in.
 */
export async function signOutOnServer(): Promise<void> {
  try {
    const csrf = await fetch(`${AUTH_BASE_PATH}/csrf`, { credentials: 'same-origin' });
    const { csrfToken } = (await csrf.json()) as { csrfToken?: string };
    if (!csrfToken) return;
    await fetch(`${AUTH_BASE_PATH}/signout`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' },
      body: new URLSearchParams({ csrfToken, callbackUrl: location.pathname, json: 'true' }),
    });
  } catch (error) {
    console.warn('[session] sign-out on the server failed', error);
  }
}
