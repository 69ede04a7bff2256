import { AUTH_PREFIX, captchaChallengeResponseSchema, withTimeLimit } from 'shared-contracts';
import { api } from '../../lib/api-client';

export const CAPTCHA_CHALLENGE_PATH = `${AUTH_PREFIX}/captcha-challenge`;

export type CaptchaProvider = { provider: 'altcha' } | { provider: 'recaptcha'; siteKey: string };

/** Which captcha the server verifies: ALTCHA by default, reCAPTCHA when it names a site key. */
export async function getCaptchaProvider(): Promise<CaptchaProvider> {
  const { data } = await api.get(CAPTCHA_CHALLENGE_PATH, captchaChallengeResponseSchema);
  return data.provider === 'recaptcha' && data.siteKey
    ? { provider: 'recaptcha', siteKey: data.siteKey }
    : { provider: 'altcha' };
}

/**
 * The widget fetches its challenge itself, from our own origin, and expects the bare challenge;
 * our route wraps it in the auth envelope `{ data: { provider, challenge } }`, so this unwraps it.
 */
export async function fetchAltchaChallenge(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const { response, body } = await withTimeLimit(String(input), async (signal) => {
    const response = await fetch(input, { ...init, signal, credentials: 'same-origin' });
    return { response, body: response.ok ? ((await response.json()) as unknown) : undefined };
  });
  if (!response.ok) return response;
  const parsed = captchaChallengeResponseSchema.safeParse(body);
  const challenge = parsed.success ? parsed.data.data.challenge : undefined;
  return new Response(JSON.stringify(challenge ?? null), {
    status: challenge ? 200 : 502,
    headers: { 'content-type': 'application/json' },
  });
}
