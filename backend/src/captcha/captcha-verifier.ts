/** What GET /orders/api/v1/auth/captcha-challenge answers inside `data` (backend/README.md). */
export interface CaptchaChallenge {
  provider: 'altcha' | 'recaptcha';
  siteKey?: string;
  challenge?: unknown;
}

/** The captcha in force: ALTCHA by default, Google reCAPTCHA when its keys are configured. */
export interface CaptchaVerifier {
  readonly provider: CaptchaChallenge['provider'];
  challenge(): Promise<CaptchaChallenge>;
  /** True only for a solved, unexpired, never-used token. Never throws for bad input. */
  verify(token: string, remoteIp?: string): Promise<boolean>;
}
