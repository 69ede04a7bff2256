import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encodeAltchaPayload } from '../captcha/altcha-verifier';

export interface JsonAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** A JSON call over real HTTP (tests against a server process). */
export async function callJson(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const response = await fetch(base + url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the text is the answer.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** Fetches a challenge from the server and solves it for real, as the widget does. */
export async function solveCaptchaAt(base: string): Promise<string> {
  const answer = await callJson(base, 'GET', '/orders/api/v1/auth/captcha-challenge');
  const challenge = (answer.body as { data: { challenge: Challenge } }).data.challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha challenge');
  return encodeAltchaPayload(challenge, solution);
}

/** A browser's cookie jar over fetch, for the Auth.js cookie protocol against a real server. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  values(): string[] {
    return [...this.cookies.values()];
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(this.base + url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async csrf(): Promise<string> {
    return ((await (await this.request('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  }

  postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request(url, {
      method: 'POST',
      body: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
  }
}
