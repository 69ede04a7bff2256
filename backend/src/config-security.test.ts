import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './config';

describe('security settings', () => {
  it('trusts no proxy and adds no remote origin by default', () => {
    const config = loadConfig({});
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.REMOTE_ORIGINS).toEqual([]);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['', false],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, ::1, loopback', ['10.0.0.0/8', '::1', 'loopback']],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('reads REMOTE_ORIGINS as a list of origins', () => {
    expect(
      loadConfig({ REMOTE_ORIGINS: 'https://cdn.example.com/, http://127.0.0.1:4000' }).REMOTE_ORIGINS,
    ).toEqual(['https://cdn.example.com', 'http://127.0.0.1:4000']);
  });

  it.each([
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.local' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ REMOTE_ORIGINS: 'cdn.example.com' }, "REMOTE_ORIGINS: 'cdn.example.com' is not an origin"],
    [{ REMOTE_ORIGINS: 'https://cdn.example.com/remotes' }, 'REMOTE_ORIGINS'],
    [{ REMOTE_ORIGINS: "https://cdn.example.com 'unsafe-inline'" }, 'REMOTE_ORIGINS'],
    [{ REMOTE_ORIGINS: 'javascript:alert(1)' }, 'REMOTE_ORIGINS'],
  ])('stops on %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
