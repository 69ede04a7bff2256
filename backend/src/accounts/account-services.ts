import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AddressInfo } from 'node:net';
import { AltchaVerifier } from '../captcha/altcha-verifier';
import type { CaptchaVerifier } from '../captcha/captcha-verifier';
import { RecaptchaVerifier } from '../captcha/recaptcha-verifier';
import type { Config } from '../config';
import { EmailLinks, publicUrlOf } from '../email/links';
import type { Mailer } from '../email/mailer';
import { OutboxMailer } from '../email/outbox-mailer';
import { SmtpMailer } from '../email/smtp-mailer';
import { loadSecrets, type Secrets } from '../security/secrets';
import type { CounterStore } from '../shared-store/counter-store';
import { openCounterStore } from '../shared-store/open-counter-store';
import { AccessTokens } from './access-tokens';
import { ensureDemoAccounts } from './demo-accounts';
import { LoginGuard } from './login-guard';

declare module 'fastify' {
  interface FastifyInstance {
    secrets: Secrets;
    counters: CounterStore;
    loginGuard: LoginGuard;
    captcha: CaptchaVerifier;
    mailer: Mailer;
    emailLinks: EmailLinks;
    accessTokens: AccessTokens;
  }
}

export interface AccountServicesOptions {
  /** Tests hand in a fake for Google's verification call. */
  captchaFetch?: typeof fetch;
}

const CAPTCHA_TTL_SECONDS = 600;

function createCaptcha(
  config: Config,
  secrets: Secrets,
  counters: CounterStore,
  fetchImpl?: typeof fetch,
): CaptchaVerifier {
  if (config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET) {
    return new RecaptchaVerifier(config.RECAPTCHA_SITE_KEY, config.RECAPTCHA_SECRET, fetchImpl);
  }
  const settings = {
    hmacSecret: secrets.captcha,
    hmacKeySecret: secrets.captchaKey,
    cost: config.ALTCHA_COST,
    maxNumber: config.ALTCHA_MAX_NUMBER,
    ttlSeconds: CAPTCHA_TTL_SECONDS,
  };
  return new AltchaVerifier(settings, counters);
}

/**
 * The services the account, session and order routes share, as Fastify decorators: secrets,
 * shared counters, login guard, captcha, mailer, email links, tokens.
 */
async function accountServices(app: FastifyInstance, options: AccountServicesOptions): Promise<void> {
  const { config, db } = app;
  const secrets = await loadSecrets(db, config.AUTH_SECRET);
  if (!config.AUTH_SECRET)
    app.log.info('AUTH_SECRET is not set: using the secret generated and kept in the database');
  const counters = await openCounterStore(config, app.log);
  const outbox = new OutboxMailer(db, app.log, config.NODE_ENV === 'development');
  const mailer: Mailer = config.SMTP_URL
    ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM, outbox, app.log)
    : outbox;
  const ownUrl = () => {
    const address = app.server.address() as AddressInfo | null;
    return publicUrlOf(config, address && typeof address === 'object' ? address.port : config.PORT);
  };

  app.decorate('secrets', secrets);
  app.decorate('counters', counters);
  app.decorate('loginGuard', new LoginGuard(counters, config));
  app.decorate('captcha', createCaptcha(config, secrets, counters, options.captchaFetch));
  app.decorate('mailer', mailer);
  app.decorate('emailLinks', new EmailLinks(ownUrl));
  app.decorate('accessTokens', new AccessTokens(secrets.accessToken, config.ACCESS_TOKEN_TTL_SECONDS));
  app.addHook('onClose', async () => {
    await Promise.all([counters.close(), mailer.close()]);
  });

  if (config.DEMO_ACCOUNTS === 'true') await ensureDemoAccounts(db, app.log);
}

export const accountServicesPlugin = fp(accountServices, {
  name: 'account-services',
  dependencies: ['api-errors'],
});
