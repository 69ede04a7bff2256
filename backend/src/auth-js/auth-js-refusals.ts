import type { FastifyRequest } from 'fastify';
import { AUTH_PROBLEMS } from 'shared-contracts';
import { AUTH_JS_BASE_PATH, AUTH_JS_LOGIN_PAGE } from './auth-js-config';

export interface Refusal {
  status: number;
  code: string;
  text: string;
}

const UNREADABLE: Refusal = { status: 400, code: 'badRequest', text: 'This request could not be read.' };
const CSRF: Refusal = { status: 400, code: 'csrfInvalid', text: AUTH_PROBLEMS.csrfInvalid };
const UNAVAILABLE: Refusal = {
  status: 503,
  code: 'serviceUnavailable',
  text: AUTH_PROBLEMS.serviceUnavailable,
};

/**
 * Whether the caller reads answers as JSON instead of following redirects: it sends Auth.js's own
 * sign for that (X-Auth-Return-Redirect, as the shop's clients do: mfe-account/src/lib/auth-js.ts,
 * shell/src/session/auth-api.ts), posts JSON, or accepts JSON and not HTML.
 */
export function readsJson(request: FastifyRequest): boolean {
  if (request.headers['x-auth-return-redirect'] !== undefined) return true;
  if (String(request.headers['content-type']).includes('application/json')) return true;
  const accept = String(request.headers.accept ?? '');
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** The address of Auth.js's error answer (`?error=…&code=…` on the login page), if it is one. */
async function errorAddress(response: Response, base: string): Promise<URL | undefined> {
  let address = response.headers.get('location');
  if (!address && response.status === 200 && response.headers.get('content-type')?.includes('json')) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (body && typeof body === 'object' && 'url' in body && typeof body.url === 'string') address = body.url;
  }
  if (!address) return undefined;
  const url = new URL(address, base);
  const onlyErrorParameters = [...url.searchParams.keys()].every(
    (name) => name === 'error' || name === 'code',
  );
  return url.pathname === AUTH_JS_LOGIN_PAGE && url.searchParams.has('error') && onlyErrorParameters
    ? url
    : undefined;
}

/**
 * The error envelope to answer in place of what Auth.js answered, or undefined to pass its answer
 * on. Auth.js's 400s (a body it cannot read, such as broken JSON; a POST to /session with a bad
 * CSRF token) are bare JSON (`"Bad request."`, `null`) for every caller: they become the envelope.
 *
 * A bad CSRF token on the form posts (callback/credentials, signout), and a sign-in refused because
 * Redis is down, Auth.js answers by sending the browser to the login page with ?error= (a 302, or
 * { url } with X-Auth-Return-Redirect). A caller that reads JSON gets a 400 csrfInvalid or a 503
 * serviceUnavailable envelope instead. A browser's own form post keeps the redirect: the answer is
 * a page it shows, and a JSON body would leave the shopper on a blank page of code.
 *
 * The other refusals of a sign-in (invalidCredentials, tooManyAttempts, captchaRequired, ...) stay
 * { url: …?error=CredentialsSignin&code=… } for JSON callers as well: the account remote reads its
 * code from there (mfe-account/src/lib/auth-js.ts), and releases of it already published, which a
 * visitor may still run, know no other shape. For the two envelopes above such a release shows the
 * same 'sign-in failed' message it showed for these codes before.
 */
export async function refusalOf(
  request: FastifyRequest,
  response: Response,
  base: string,
): Promise<Refusal | undefined> {
  if (response.status === 400) {
    const csrfOfSession = request.method === 'POST' && request.url.startsWith(`${AUTH_JS_BASE_PATH}/session`);
    return csrfOfSession ? CSRF : UNREADABLE;
  }
  if (!readsJson(request)) return undefined;
  const error = await errorAddress(response, base);
  if (error?.searchParams.get('error') === 'MissingCSRF') return CSRF;
  if (error?.searchParams.get('code') === 'serviceUnavailable') return UNAVAILABLE;
  return undefined;
}
