import type { CounterStore } from './counter-store';

/** One thing failures are counted for (an account, an address, an order number) and its limit. */
export interface FailureSubject {
  kind: string;
  subject: string;
  limit: number;
}

/**
 * Counts failures per subject in the shared counter store (memory, or Redis across instances).
 * Reaching a subject's limit within the window locks that subject out for the window. Used by the
 * login guard (accounts/login-guard.ts) and the order tracking guard (orders/track-order-guard.ts).
 */
export class FailureLimiter {
  constructor(
    private readonly store: CounterStore,
    /** The keys' first part: `${prefix}:fail:…` and `${prefix}:lock:…`. */
    private readonly prefix: string,
    private readonly windowSeconds: number,
  ) {}

  /** Seconds the longest lock of these subjects still holds; 0 when none is locked. */
  async lockedFor(subjects: ReadonlyArray<Pick<FailureSubject, 'kind' | 'subject'>>): Promise<number> {
    const left = await Promise.all(
      subjects.map(({ kind, subject }) => this.store.secondsLeft(this.lockKey(kind, subject))),
    );
    return Math.max(0, ...left);
  }

  async recordFailure(subjects: readonly FailureSubject[]): Promise<void> {
    await Promise.all(subjects.map((subject) => this.count(subject)));
  }

  /** Forgets a subject's failures and lock. */
  async forgive(kind: string, subject: string): Promise<void> {
    await this.store.delete(this.failKey(kind, subject), this.lockKey(kind, subject));
  }

  private async count({ kind, subject, limit }: FailureSubject): Promise<void> {
    const failures = await this.store.increment(this.failKey(kind, subject), this.windowSeconds);
    if (failures >= limit) {
      await this.store.setIfAbsent(this.lockKey(kind, subject), this.windowSeconds);
      await this.store.delete(this.failKey(kind, subject));
    }
  }

  private failKey(kind: string, subject: string) {
    return `${this.prefix}:fail:${kind}:${normalise(subject)}`;
  }

  private lockKey(kind: string, subject: string) {
    return `${this.prefix}:lock:${kind}:${normalise(subject)}`;
  }
}

const normalise = (subject: string) => subject.trim().toLowerCase();
