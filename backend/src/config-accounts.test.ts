import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './config';
import { redactUrl } from './plugins/log-options';

describe('account settings', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      ACCESS_TOKEN_TTL_SECONDS: 3600,
      LOGIN_MAX_FAILURES: 5,
      LOGIN_LOCKOUT_SECONDS: 900,
      DEMO_ACCOUNTS: 'true',
    });
    expect(config.AUTH_SECRET).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '', REDIS_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it.each([
    [{ RECAPTCHA_SITE_KEY: 'k' }, 'RECAPTCHA_SECRET: must be set together'],
    [{ RECAPTCHA_SECRET: 's' }, 'RECAPTCHA_SITE_KEY: must be set together'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET: must be at least 32 characters'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL: must be a redis:// or rediss:// URL'],
    [{ PUBLIC_URL: 'ftp://shop' }, 'PUBLIC_URL: must be an http(s):// URL'],
    [{ LOGIN_MAX_FAILURES: '0' }, 'LOGIN_MAX_FAILURES'],
    [{ DEMO_ACCOUNTS: 'yes' }, "DEMO_ACCOUNTS: must be 'true' or 'false'"],
  ])('stops on %j with a message naming it', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('redactUrl', () => {
  it('masks emailed tokens in logged URLs', () => {
    expect(redactUrl('/pages/resetpassword?token=abc.def&x=1')).toBe(
      '/pages/resetpassword?token=[redacted]&x=1',
    );
    expect(redactUrl('/pages/login?verify=secret')).toBe('/pages/login?verify=[redacted]');
    expect(redactUrl('/shop?search=token')).toBe('/shop?search=token');
  });
});
