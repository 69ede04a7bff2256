import { describe, expect, it } from '@jest/globals';
import { IDEMPOTENCY_KEY_PATTERN } from 'shared-contracts';
import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('an idempotency key', () => {
  it('is a new UUID each time, of the form the server accepts', () => {
    const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('is made from random bytes where randomUUID is missing (a page not in a secure context)', () => {
    const insecure = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) };
    const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey(insecure)));
    expect(keys.size).toBe(20);
    for (const key of keys) {
      expect(key).toMatch(UUID_V4);
      expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    }
  });
});
