import { z } from 'zod';
import { userInfoSchema } from './user';

export const authSessionStatusSchema = z.enum(['loading', 'authenticated', 'unauthenticated']);
export type AuthSessionStatus = z.infer<typeof authSessionStatusSchema>;

/** The body of GET /api/auth/session when signed in. */
export const sessionSchema = z.object({
  user: z
    .object({ name: z.string().nullish(), email: z.string().nullish(), image: z.string().nullish() })
    .optional(),
  expires: z.string(),
  accessToken: z.string(),
  userInfo: userInfoSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/** The auth session as the client holds it (spec §3). */
export const authSessionSchema = z.object({
  data: sessionSchema.nullable(),
  status: authSessionStatusSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const signInResultSchema = z.object({
  error: z.string().nullable(),
  status: z.number().int(),
  ok: z.boolean(),
  url: z.string().nullable(),
});
export type SignInResult = z.infer<typeof signInResultSchema>;

export const SESSION_REQUIRED = 'SessionRequired';
export const CLIENT_SESSION_ERROR = 'CLIENT_SESSION_ERROR';
