import type { FastifyInstance } from 'fastify';
import { type UserSessionData } from 'shared-contracts';
import { ApiProblem } from '../plugins/api-errors';
import { authProblem } from './authenticate';
import { spendPasswordCheck, verifyPassword } from './password';
import { findUserByEmail, recordDevice, toUserInfo } from './user-repository';

export interface SignInInput {
  email: string;
  password: string;
  captchaToken: string;
  ip: string;
  deviceId?: string | undefined;
}

/**
 * The one login check, used by POST /auth/login and by the Auth.js credentials provider, so both
 * apply the same captcha, lockout, password and verified-account rules. Order matters: the captcha
 * first (it makes guessing expensive), then the lockout, then the password; an unverified account
 * is only revealed to someone who knows its password.
 */
export async function signIn(app: FastifyInstance, input: SignInInput): Promise<UserSessionData> {
  if (!(await app.captcha.verify(input.captchaToken, input.ip))) throw new ApiProblem(400, 'captchaRequired');
  const lockedFor = await app.loginGuard.lockedFor(input.email, input.ip);
  if (lockedFor > 0) {
    const minutes = Math.ceil(lockedFor / 60);
    throw new ApiProblem(
      429,
      'tooManyAttempts',
      `Too many failed sign-in attempts. Please try again in ${minutes} minute(s).`,
    );
  }
  const user = await findUserByEmail(app.db, input.email);
  const passwordOk = user ? await verifyPassword(input.password, user.password_hash) : false;
  if (!user) await spendPasswordCheck(input.password);
  if (!user || !passwordOk) {
    await app.loginGuard.recordFailure(input.email, input.ip);
    throw authProblem(400, 'invalidCredentials');
  }
  if (!user.verified) throw new ApiProblem(403, 'accountLocked');
  await app.loginGuard.recordSuccess(input.email);
  if (input.deviceId) await recordDevice(app.db, user.id, input.deviceId);
  const accessToken = await app.accessTokens.sign({ userId: user.id, version: user.token_version });
  return { accessToken, userInfo: toUserInfo(user) };
}
