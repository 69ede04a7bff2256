/**
 * Short-lived counters and markers that every server instance must agree on: login failures,
 * lockouts, and used captcha challenges. In memory for one instance; Redis when REDIS_URL is set,
 * so that a lockout earned on one instance holds on the others (docs/operating.md).
 */
export interface CounterStore {
  /** Adds one to `key`; the first hit starts a window of `ttlSeconds`. Answers the new count. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  /** Sets `key` for `ttlSeconds` unless it exists; true when this call set it (atomic). */
  setIfAbsent(key: string, ttlSeconds: number): Promise<boolean>;
  /** Seconds until `key` expires; 0 when it does not exist. */
  secondsLeft(key: string): Promise<number>;
  delete(...keys: string[]): Promise<void>;
  close(): Promise<void>;
}
