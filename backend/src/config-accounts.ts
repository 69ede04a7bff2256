import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Settings of accounts, sessions, email, captcha and orders (merged into configSchema).
 * Empty strings count as unset, so `FOO=` in an env file does not switch a feature on.
 */
export const accountSettings = {
  /** Signs access tokens, Auth.js sessions and captcha challenges. Unset: generated once and kept in the database. */
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(3600),
  AUTH_SESSION_MAX_AGE_SECONDS: positiveInt(7 * 24 * 3600),
  /** The shop's address as visitors reach it, for links in emails; default: the server's own address. */
  PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: 'must be an http(s):// URL' }).optional(),
  ),
  /** smtp://user:pass@host:port or smtps://...; unset: emails go to the email_outbox table and the log. */
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Riode <no-reply@riode.local>'),
  /** Shared login counters and captcha replay guard across instances; unset: kept in memory. */
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.string().default('riode:'),
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET: optionalText,
  /** ALTCHA proof of work: PBKDF2 iterations per attempt, and the largest counter a client may need to find. */
  ALTCHA_COST: positiveInt(1000),
  ALTCHA_MAX_NUMBER: positiveInt(5000),
  LOGIN_MAX_FAILURES: positiveInt(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(50),
  LOGIN_LOCKOUT_SECONDS: positiveInt(900),
  /** Failed order look-ups (track-order) per order number and per address before a lockout of that many seconds. */
  TRACK_ORDER_MAX_FAILURES: positiveInt(5),
  TRACK_ORDER_MAX_FAILURES_PER_IP: positiveInt(30),
  TRACK_ORDER_LOCKOUT_SECONDS: positiveInt(900),
  /** Create the documented demo consumer and business accounts when the users table is empty. */
  DEMO_ACCOUNTS: z.enum(['true', 'false'], { message: "must be 'true' or 'false'" }).default('true'),
};

/** reCAPTCHA needs both keys: one alone is a typo that would silently fall back to ALTCHA. */
export function checkAccountSettings(
  config: { RECAPTCHA_SITE_KEY?: string | undefined; RECAPTCHA_SECRET?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!config.RECAPTCHA_SITE_KEY !== !config.RECAPTCHA_SECRET) {
    const missing = config.RECAPTCHA_SITE_KEY ? 'RECAPTCHA_SECRET' : 'RECAPTCHA_SITE_KEY';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'must be set together with the other RECAPTCHA_ key',
    });
  }
}
