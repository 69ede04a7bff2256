import type { CounterStore } from './counter-store';

interface Entry {
  count: number;
  expiresAt: number;
}

/** Bounded so that a flood of distinct keys (random emails) cannot grow memory without end. */
const MAX_ENTRIES = 100_000;

/** One instance's counters. `now` is injectable so expiry is tested without waiting. */
export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const entry = this.live(key);
    if (entry) {
      entry.count += 1;
      return entry.count;
    }
    this.put(key, { count: 1, expiresAt: this.now() + ttlSeconds * 1000 });
    return 1;
  }

  async setIfAbsent(key: string, ttlSeconds: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.put(key, { count: 1, expiresAt: this.now() + ttlSeconds * 1000 });
    return true;
  }

  async secondsLeft(key: string): Promise<number> {
    const entry = this.live(key);
    return entry ? Math.ceil((entry.expiresAt - this.now()) / 1000) : 0;
  }

  async delete(...keys: string[]): Promise<void> {
    for (const key of keys) this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, entry: Entry): void {
    if (this.entries.size >= MAX_ENTRIES) this.evictExpired();
    // Still full of live keys: drop the oldest, which Map iteration order yields first.
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }

  private evictExpired(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
