import { Redis } from 'ioredis';
import { shownUrl } from '../security/shown-url';
import type { CounterStore } from './counter-store';
import { CounterStoreUnavailable } from './counter-store-unavailable';

// INCR and the window's EXPIRE in one step: a crash between the two would leave a counter that never expires.
const INCREMENT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * How long one command, or one connection attempt, may take. A sign-in makes a few calls, most
 * of them after the first failure has marked Redis as gone (they then fail at once), so it is
 * answered within about this time when Redis stops answering without closing the connection.
 */
const COMMAND_TIMEOUT_MS = 1_000;
/** Reconnecting waits a little longer after each failure, at most this long. */
const MAX_RECONNECT_DELAY_MS = 1_000;

/** Where the store reports an outage: one line as it starts, one as it ends (Fastify's logger). */
export interface OutageLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * Counters shared by every instance that uses the same Redis and key prefix. A Redis that is lost
 * at run time is never waited for: while the connection is not ready, a call fails at once (no
 * offline queue, no retries) with CounterStoreUnavailable, a 503; a command that gets no answer
 * within COMMAND_TIMEOUT_MS fails the same way and the connection is made again. The client keeps
 * reconnecting in the background, and the log says once that Redis is gone and once that it is
 * back, without ioredis's error events (a stack trace per reconnect attempt).
 */
export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;
  private readonly shown: string;
  /** The outage being reported, if any: set by its first sign, cleared when Redis is ready again. */
  private outage = false;
  private closing = false;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly log: OutageLog,
  ) {
    this.shown = shownUrl(url);
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // A counter's INCR that reached Redis must not be sent twice after a reconnect.
      autoResendUnfulfilledCommands: false,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: COMMAND_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
    });
    this.redis.on('error', (error: Error) => this.lost(error.message));
    this.redis.on('close', () => this.lost('the connection was closed'));
    this.redis.on('ready', () => this.back());
  }

  /** Resolves once the client is connected; rejects with the connection's reason after `timeoutMs`. */
  ready(timeoutMs: number): Promise<void> {
    if (this.redis.status === 'ready') return Promise.resolve();
    return new Promise((resolve, reject) => {
      let reason = 'no answer';
      const onError = (error: Error) => (reason = error.message);
      const done = (error?: Error) => {
        clearTimeout(timer);
        this.redis.off('ready', onReady);
        this.redis.off('error', onError);
        if (error) reject(error);
        else resolve();
      };
      const onReady = () => done();
      const timer = setTimeout(() => done(new Error(reason)), timeoutMs);
      this.redis.on('ready', onReady);
      this.redis.on('error', onError);
    });
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const result = await this.call(() =>
      this.redis.eval(INCREMENT_SCRIPT, 1, this.prefix + key, String(ttlSeconds)),
    );
    return Number(result);
  }

  async setIfAbsent(key: string, ttlSeconds: number): Promise<boolean> {
    const result = await this.call(() => this.redis.set(this.prefix + key, '1', 'EX', ttlSeconds, 'NX'));
    return result === 'OK';
  }

  async secondsLeft(key: string): Promise<number> {
    const ttl = await this.call(() => this.redis.ttl(this.prefix + key));
    return ttl > 0 ? ttl : 0;
  }

  async delete(...keys: string[]): Promise<void> {
    if (keys.length > 0) await this.call(() => this.redis.del(...keys.map((key) => this.prefix + key)));
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private async call<T>(command: () => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') {
      this.lost(`the connection is ${this.redis.status}`);
      throw new CounterStoreUnavailable();
    }
    try {
      return await command();
    } catch (error) {
      // Redis's own refusal of a command (a ReplyError) is a fault of the shop, not an outage.
      if (error instanceof Error && error.name === 'ReplyError') throw error;
      const reason = error instanceof Error ? error.message : String(error);
      this.lost(reason);
      // No answer on an open connection (packets dropped): make it again instead of waiting on it.
      if (/timed out/i.test(reason) && this.redis.status === 'ready') this.redis.disconnect(true);
      throw new CounterStoreUnavailable();
    }
  }

  private lost(reason: string): void {
    if (this.outage || this.closing) return;
    this.outage = true;
    this.log.warn(
      { redis: this.shown, reason: reason.replace(/\s+/g, ' ') },
      'Redis is unreachable: sign-in, registration and password reset answer 503 until it is back',
    );
  }

  private back(): void {
    if (!this.outage) return;
    this.outage = false;
    this.log.info({ redis: this.shown }, 'Redis is reachable again');
  }
}
