import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '../config';
import { shownUrl } from '../security/shown-url';
import { openCounterStore } from './open-counter-store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quiet = { warn: () => undefined, info: () => undefined };

describe('the counters at start', () => {
  it('stop the start with one line naming REDIS_URL, its password masked, when Redis does not answer', async () => {
    // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
    const opening = openCounterStore(
      { REDIS_URL: 'redis://:s3cret@127.0.0.1:1/0', REDIS_KEY_PREFIX: 't:' },
      quiet,
    );
    await expect(opening).rejects.toBeInstanceOf(ConfigError);
    const message = await opening.then(
      () => '',
      (error: Error) => error.message,
    );
    expect(message).toMatch(/^Redis at REDIS_URL=redis:\/\/:\*\*\*@127\.0\.0\.1:1\/0 cannot be reached: /);
    expect(message).toContain('ECONNREFUSED');
    expect(message).not.toContain('s3cret');
    expect(message).not.toContain('\n');
  });

  it('open on a Redis that answers, and count there', async () => {
    const counters = await openCounterStore(
      { REDIS_URL, REDIS_KEY_PREFIX: `riode-test:${Date.now()}:` },
      quiet,
    );
    try {
      expect(await counters.increment('start-check', 60)).toBe(1);
    } finally {
      await counters.delete('start-check');
      await counters.close();
    }
  });

  it('never show a password', () => {
    expect(shownUrl('redis://user:pw@cache.internal:6379/2')).toBe('redis://user:***@cache.internal:6379/2');
    expect(shownUrl('not a url')).toBe('(a value that is not a URL, not shown)');
  });
});
