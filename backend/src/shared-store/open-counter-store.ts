import { Redis } from 'ioredis';
import { ConfigError } from '../config';
import { shownUrl } from '../security/shown-url';
import type { CounterStore } from './counter-store';
import { MemoryCounterStore } from './memory-counter-store';
import { RedisCounterStore, type OutageLog } from './redis-counter-store';

/** How long the check at start waits for Redis to answer. */
const START_CHECK_MS = 5_000;

/**
 * The counters of logins, lockouts and captchas: in memory for one instance, in Redis when
 * REDIS_URL is set. A Redis that does not answer at start stops the server with one line naming
 * REDIS_URL (docs/operating.md): running on without it would count each instance's logins apart,
 * and every sign-in would wait for it. Lost later, it is reported to `log` (redis-counter-store.ts).
 */
export async function openCounterStore(
  settings: { REDIS_URL?: string | undefined; REDIS_KEY_PREFIX: string },
  log: OutageLog,
): Promise<CounterStore> {
  if (!settings.REDIS_URL) return new MemoryCounterStore();
  await checkRedis(settings.REDIS_URL);
  const store = new RedisCounterStore(settings.REDIS_URL, settings.REDIS_KEY_PREFIX, log);
  // Its calls fail until its own connection is ready (it never queues them), so that is awaited too.
  try {
    await store.ready(START_CHECK_MS);
  } catch (error) {
    await store.close();
    throw unreachable(settings.REDIS_URL, error instanceof Error ? error.message : String(error));
  }
  return store;
}

function unreachable(url: string, reason: string): ConfigError {
  return new ConfigError(
    `Redis at REDIS_URL=${shownUrl(url)} cannot be reached: ${reason.replace(/\s+/g, ' ')}`,
  );
}

async function checkRedis(url: string): Promise<void> {
  // A client of its own that tries once: the shop's client keeps reconnecting, as it should later.
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: START_CHECK_MS,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
  });
  // The socket's own error (ECONNREFUSED, a DNS failure) says more than the rejection's.
  let socketError: Error | undefined;
  probe.on('error', (error: Error) => (socketError = error));
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    const reason = socketError?.message ?? (error instanceof Error ? error.message : String(error));
    throw unreachable(url, reason);
  } finally {
    probe.disconnect();
  }
}
