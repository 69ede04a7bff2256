import type { AuthConfig } from '@auth/core';
import { CredentialsSignin } from '@auth/core/errors';
import Credentials from '@auth/core/providers/credentials';
import type { JWT } from '@auth/core/jwt';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findUserById, toUserInfo } from '../accounts/user-repository';
import { signIn } from '../accounts/sign-in';
import { ApiProblem } from '../plugins/api-errors';
import './auth-js-types';
import { sameOriginRedirect } from './callback-url-guard';
import { CLIENT_IP_HEADER } from './web-request';

export const AUTH_JS_BASE_PATH = '/api/auth';
/** The shop's login page, Auth.js's sign-in and error page (it reads ?error= and ?callbackUrl=). */
export const AUTH_JS_LOGIN_PAGE = '/pages/login';

/** A refused credentials sign-in; `code` reaches the client as ?error=CredentialsSignin&code=... */
class SignInRefused extends CredentialsSignin {
  constructor(code: string) {
    super();
    this.code = code;
  }
}

const credentialsSchema = z.object({
  email: z.string().trim().min(1),
  password: z.string().min(1),
  captchaToken: z.string().min(1),
});

async function authorize(
  app: FastifyInstance,
  credentials: Partial<Record<string, unknown>>,
  request: Request,
) {
  const parsed = credentialsSchema.safeParse(credentials);
  if (!parsed.success)
    throw new SignInRefused(
      parsed.error.issues.some((i) => i.path[0] === 'captchaToken') ? 'captchaRequired' : 'required',
    );
  const deviceId = request.headers.get('device-id')?.slice(0, 128) || undefined;
  try {
    const ip = request.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
    const session = await signIn(app, { ...parsed.data, ip, deviceId });
    const { userInfo } = session;
    const user = await findUserById(app.db, userInfo.id);
    const name = `${userInfo.firstName} ${userInfo.lastName}`;
    return {
      id: String(userInfo.id),
      name,
      email: userInfo.email,
      ...session,
      tokenVersion: user?.token_version ?? 0,
    };
  } catch (error) {
    if (error instanceof ApiProblem) throw new SignInRefused(error.code);
    throw error;
  }
}

/**
 * On every session read: the account must still exist, be verified and not have reset its
 * password since (else the session ends: null); userInfo is refreshed (a business confirmed
 * meanwhile shows at once) and the access token is renewed once half its life has passed.
 */
async function refreshToken(app: FastifyInstance, token: JWT): Promise<JWT | null> {
  const id = token.userInfo?.id;
  const user = id === undefined ? undefined : await findUserById(app.db, id);
  if (!user || !user.verified || user.token_version !== token.tokenVersion) return null;
  const claims = token.accessToken ? await app.accessTokens.verify(token.accessToken) : null;
  const renew = !claims || claims.ageSeconds > app.accessTokens.ttlSeconds / 2;
  const accessToken = renew
    ? await app.accessTokens.sign({ userId: user.id, version: user.token_version })
    : token.accessToken;
  return { ...token, accessToken, userInfo: toUserInfo(user) };
}

export function authJsConfig(app: FastifyInstance): AuthConfig {
  return {
    basePath: AUTH_JS_BASE_PATH,
    secret: app.secrets.authJs,
    trustHost: true,
    session: { strategy: 'jwt', maxAge: app.config.AUTH_SESSION_MAX_AGE_SECONDS },
    pages: { signIn: AUTH_JS_LOGIN_PAGE, error: AUTH_JS_LOGIN_PAGE },
    providers: [
      Credentials({
        id: 'credentials',
        name: 'E-mail',
        credentials: {
          email: { label: 'E-mail', type: 'email' },
          password: { label: 'Password', type: 'password' },
          captchaToken: {},
        },
        authorize: (credentials, request) => authorize(app, credentials, request),
      }),
    ],
    callbacks: {
      redirect: async (params) => sameOriginRedirect(params),
      jwt: async ({ token, user }) => {
        if (user)
          return {
            ...token,
            accessToken: user.accessToken,
            userInfo: user.userInfo,
            tokenVersion: user.tokenVersion,
          };
        return refreshToken(app, token);
      },
      session: async ({ session, token }) => ({
        ...session,
        accessToken: token.accessToken,
        userInfo: token.userInfo,
      }),
    },
    logger: {
      error: (error) => {
        // The shared store has said once that Redis is gone (redis-counter-store.ts): not per sign-in.
        if (error instanceof SignInRefused && error.code === 'serviceUnavailable') return;
        app.log.warn({ authjs: error.name, message: error.message }, 'Auth.js');
      },
      warn: (code) => app.log.warn({ authjs: code }, 'Auth.js warning'),
      debug: () => undefined,
    },
  };
}
