import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '../config';
import { shownUrl } from '../security/shown-url';
import { openPostgresDatabase } from './postgres-database';

describe('a DATABASE_URL the server cannot reach', () => {
  it('stops the start with one line naming the setting and the address, its password masked', async () => {
    // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
    const opening = openPostgresDatabase('postgres://shop:s3cret@127.0.0.1:1/shopdb');
    await expect(opening).rejects.toBeInstanceOf(ConfigError);
    const message = await opening.then(
      () => '',
      (error: Error) => error.message,
    );
    expect(message).toMatch(
      /^The database at DATABASE_URL=postgres:\/\/shop:\*\*\*@127\.0\.0\.1:1\/shopdb cannot be reached: /,
    );
    expect(message).toContain('ECONNREFUSED');
    expect(message).not.toContain('s3cret');
    expect(message).not.toContain('\n');
  });

  it('never shows a password, nor a value that is no URL', () => {
    expect(shownUrl('postgres://a:b@db.internal:5432/shop')).toBe('postgres://a:***@db.internal:5432/shop');
    expect(shownUrl('postgres://db.internal/shop')).toBe('postgres://db.internal/shop');
    expect(shownUrl('host=db password=hunter2')).toBe('(a value that is not a URL, not shown)');
  });
});
