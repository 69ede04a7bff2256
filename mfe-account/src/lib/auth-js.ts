import {
  apiErrorSchema,
  authJsCsrfSchema,
  authJsRedirectSchema,
  DEVICE_ID_HEADER,
  sessionSchema,
  type UserSessionData,
  withTimeLimit,
} from 'shared-contracts';

const BASE = '/api/auth';

/** An Auth.js call and its JSON answer, within the API's time limit (a hung server is a failure). */
function fetchJson(url: string, init: RequestInit): Promise<unknown> {
  return withTimeLimit(
    url,
    async (signal) => (await fetch(url, { ...init, signal })).json() as Promise<unknown>,
  );
}

async function csrfToken(): Promise<string> {
  return authJsCsrfSchema.parse(await fetchJson(`${BASE}/csrf`, { credentials: 'same-origin' })).csrfToken;
}

/**
 * Auth.js answers a JSON { url } instead of a redirect when asked to (how its own client works). A
 * refusal the server does not put there (a CSRF token that does not match, the sign-in's counters
 * down) comes as the error envelope, whose code is answered instead
 * (backend/src/auth-js/auth-js-refusals.ts).
 */
async function postForm(
  path: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ url: string } | { code: string }> {
  const body = new URLSearchParams({ csrfToken: await csrfToken(), json: 'true', ...form });
  const answer = await fetchJson(`${BASE}${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-auth-return-redirect': '1',
      ...headers,
    },
    body,
  });
  const redirect = authJsRedirectSchema.safeParse(answer);
  return redirect.success ? redirect.data : { code: apiErrorSchema.parse(answer).code };
}

export type SignInOutcome = { ok: true; session: UserSessionData } | { ok: false; code: string };

export interface Credentials {
  email: string;
  password: string;
  captchaToken: string;
}

/**
 * Signs in through Auth.js's credentials provider, so the session cookie the shell reads exists;
 * the provider applies the same rules as POST /auth/login and reports a refusal as ?code=.
 */
export async function signInWithCredentials(
  credentials: Credentials,
  deviceId: string,
  callbackUrl: string,
): Promise<SignInOutcome> {
  const answer = await postForm(
    '/callback/credentials',
    { ...credentials, callbackUrl },
    { [DEVICE_ID_HEADER]: deviceId },
  );
  if ('code' in answer) return { ok: false, code: answer.code };
  const url = new URL(answer.url, window.location.href);
  const error = url.searchParams.get('error');
  if (error) return { ok: false, code: url.searchParams.get('code') ?? error };
  const session = sessionSchema.safeParse(await fetchJson(`${BASE}/session`, { credentials: 'same-origin' }));
  if (!session.success) return { ok: false, code: 'sessionMissing' };
  return { ok: true, session: { accessToken: session.data.accessToken, userInfo: session.data.userInfo } };
}
