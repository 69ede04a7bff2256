import { describe, expect, it } from '@jest/globals';
import { LoginGuard } from '../accounts/login-guard';
import { MemoryCounterStore } from './memory-counter-store';

describe('MemoryCounterStore', () => {
  it('counts within a window and forgets after it', async () => {
    let now = 1_000_000;
    const store = new MemoryCounterStore(() => now);
    expect(await store.increment('k', 10)).toBe(1);
    expect(await store.increment('k', 10)).toBe(2);
    expect(await store.secondsLeft('k')).toBe(10);
    now += 10_000;
    expect(await store.secondsLeft('k')).toBe(0);
    expect(await store.increment('k', 10)).toBe(1);
  });

  it('sets a marker only once until it expires', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now);
    expect(await store.setIfAbsent('m', 5)).toBe(true);
    expect(await store.setIfAbsent('m', 5)).toBe(false);
    now += 5_000;
    expect(await store.setIfAbsent('m', 5)).toBe(true);
  });
});

describe('LoginGuard', () => {
  const settings = { LOGIN_MAX_FAILURES: 3, LOGIN_MAX_FAILURES_PER_IP: 5, LOGIN_LOCKOUT_SECONDS: 60 };

  it('locks an account after its limit, for the lockout time, whatever the email case', async () => {
    let now = 0;
    const guard = new LoginGuard(new MemoryCounterStore(() => now), settings);
    for (const ip of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) await guard.recordFailure('A@example.com', ip);
    expect(await guard.lockedFor('a@example.com', '9.9.9.9')).toBe(60);
    now += 60_000;
    expect(await guard.lockedFor('a@example.com', '9.9.9.9')).toBe(0);
  });

  it('locks an address that tries many accounts; a success forgives only the account', async () => {
    const guard = new LoginGuard(new MemoryCounterStore(), settings);
    await guard.recordFailure('x@example.com', '1.1.1.1');
    await guard.recordFailure('x@example.com', '1.1.1.1');
    await guard.recordSuccess('x@example.com');
    await guard.recordFailure('x@example.com', '1.1.1.1');
    expect(await guard.lockedFor('x@example.com', '2.2.2.2')).toBe(0);
    for (let i = 0; i < 2; i += 1) await guard.recordFailure(`other${i}@example.com`, '1.1.1.1');
    expect(await guard.lockedFor('fresh@example.com', '1.1.1.1')).toBe(60);
  });
});
