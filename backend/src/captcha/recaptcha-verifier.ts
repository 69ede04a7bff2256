import { z } from 'zod';
import type { CaptchaChallenge, CaptchaVerifier } from './captcha-verifier';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const answerSchema = z.object({ success: z.boolean() }).loose();

/**
 * Google reCAPTCHA, verified on the server (the widget's own check is not enough). Google
 * answers each token once, so replays are refused there. `fetchImpl` is injectable for tests:
 * Google cannot be reached from the test machines.
 */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly provider = 'recaptcha' as const;

  constructor(
    private readonly siteKey: string,
    private readonly secret: string,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs = 5000,
  ) {}

  async challenge(): Promise<CaptchaChallenge> {
    return { provider: 'recaptcha', siteKey: this.siteKey };
  }

  async verify(token: string, remoteIp?: string): Promise<boolean> {
    if (!token || token.length > 10_000) return false;
    const body = new URLSearchParams({ secret: this.secret, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    try {
      const response = await this.fetchImpl(RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) return false;
      const answer = answerSchema.safeParse(await response.json());
      return answer.success && answer.data.success;
    } catch {
      // Google unreachable: refuse rather than let every login through.
      return false;
    }
  }
}
