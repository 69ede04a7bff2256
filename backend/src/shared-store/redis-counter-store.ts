import { Redis } from 'ioredis';
import type { CounterStore } from './counter-store';

// INCR and the window's EXPIRE in one step: a crash between the two would leave a counter that never expires.
const INCREMENT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** Counters shared by every instance that uses the same Redis and key prefix. */
export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    // Fail fast instead of queueing logins behind a Redis that is down.
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const result = await this.redis.eval(INCREMENT_SCRIPT, 1, this.prefix + key, String(ttlSeconds));
    return Number(result);
  }

  async setIfAbsent(key: string, ttlSeconds: number): Promise<boolean> {
    const result = await this.redis.set(this.prefix + key, '1', 'EX', ttlSeconds, 'NX');
    return result === 'OK';
  }

  async secondsLeft(key: string): Promise<number> {
    const ttl = await this.redis.ttl(this.prefix + key);
    return ttl > 0 ? ttl : 0;
  }

  async delete(...keys: string[]): Promise<void> {
    if (keys.length > 0) await this.redis.del(...keys.map((key) => this.prefix + key));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
