import * as z from 'zod/mini';
import { loginFormSchema, passwordSchema, registrationFormSchema } from '../entities/forms';
import { localeSchema } from '../entities/language';
import { accountTypeSchema, userInfoSchema, userSessionDataSchema } from '../entities/user';
import { authEnvelope } from './envelopes';

export const AUTH_PREFIX = '/orders/api/v1/auth';

/** Auth.js's own endpoints (/api/auth/...): the CSRF token, and the { url } it answers a form post with. */
export const authJsCsrfSchema = z.object({ csrfToken: z.string().check(z.minLength(1)) });
export const authJsRedirectSchema = z.object({ url: z.string() });
export const DEVICE_ID_HEADER = 'device-id';

/** The solved captcha travels in the login and register bodies (backend/README.md). */
const captchaToken = z
  .string({ message: 'captchaRequired' })
  .check(z.minLength(1, { message: 'captchaRequired' }));

export const loginRequestSchema = z.extend(loginFormSchema, { captchaToken });
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = authEnvelope(userSessionDataSchema);

/** `locale` (optional) picks the language of the verification email; default Dutch. */
export const registerRequestSchema = z.safeExtend(registrationFormSchema, {
  captchaToken,
  locale: z.optional(localeSchema),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export const registerResponseSchema = authEnvelope(z.object({ email: z.string(), message: z.string() }));

export const verifyEmailRequestSchema = z.object({ token: z.string().check(z.minLength(1)) });
export const forgotPasswordRequestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, { message: 'required' })),
});
export const resetPasswordRequestSchema = z
  .object({ token: z.string().check(z.minLength(1)), password: passwordSchema, confirmPassword: z.string() })
  .check(
    z.refine((body) => body.password === body.confirmPassword, {
      path: ['confirmPassword'],
      message: 'passwordNotSame',
    }),
  );
export const messageResponseSchema = authEnvelope(z.object({ message: z.string() }));

export const verifyAccountQuerySchema = z.object({ email: z.string().check(z.trim(), z.minLength(1)) });
export const verifyAccountResponseSchema = authEnvelope(z.object({ accountType: accountTypeSchema }));

export const getUserResponseSchema = authEnvelope(
  z.extend(userInfoSchema, { newsletters: z.boolean(), phone: z.optional(z.nullable(z.string())) }),
);
export const updateUserRequestSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, { message: 'required' })),
  lastName: z.string().check(z.trim(), z.minLength(1, { message: 'required' })),
  bdCompanyName: z.optional(z.nullable(z.string().check(z.trim()))),
  phone: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(32)))),
  newsletters: z.optional(z.boolean()),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const captchaChallengeResponseSchema = authEnvelope(
  z.object({
    provider: z.enum(['altcha', 'recaptcha']),
    siteKey: z.optional(z.string()),
    challenge: z.optional(z.unknown()),
  }),
);

/**
 * Failures the auth calls answer that spec §8 does not word: `code` is the key, `data` the text.
 * 'User account is locked' (unverified account), "Email doesn't exist" and 'Kindly verify captcha'
 * are MESSAGES ids (accountLocked, emailNotFound, captchaRequired).
 */
export const AUTH_PROBLEMS = {
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
  emailTaken: 'An account with this email address already exists',
  invalidLink: 'This link is invalid or has expired',
  unauthorized: 'Please sign in again',
  forbidden: 'You can only access your own account',
  /** A call that counts (sign-in, registration, password reset) while Redis is down: a 503. */
  serviceUnavailable: 'This service is unavailable for a moment. Please try again in a few minutes.',
  /** An Auth.js form post whose CSRF token is missing or does not match its cookie: a 400. */
  csrfInvalid: 'This form has expired. Please reload the page and try again.',
} as const;
export type AuthProblem = keyof typeof AUTH_PROBLEMS;
