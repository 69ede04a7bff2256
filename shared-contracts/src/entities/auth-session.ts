import * as z from 'zod/mini';
import { userInfoSchema } from './user';

export const authSessionStatusSchema = z.enum(['loading', 'authenticated', 'unauthenticated']);
export type AuthSessionStatus = z.infer<typeof authSessionStatusSchema>;

/** The body of GET /api/auth/session when signed in. */
export const sessionSchema = z.object({
  user: z.optional(
    z.object({ name: z.nullish(z.string()), email: z.nullish(z.string()), image: z.nullish(z.string()) }),
  ),
  expires: z.string(),
  accessToken: z.string(),
  userInfo: userInfoSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/** The auth session as the client holds it (spec §3). */
export const authSessionSchema = z.object({
  data: z.nullable(sessionSchema),
  status: authSessionStatusSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const signInResultSchema = z.object({
  error: z.nullable(z.string()),
  status: z.number().check(z.int()),
  ok: z.boolean(),
  url: z.nullable(z.string()),
});
export type SignInResult = z.infer<typeof signInResultSchema>;

export const SESSION_REQUIRED = 'SessionRequired';
export const CLIENT_SESSION_ERROR = 'CLIENT_SESSION_ERROR';
