import type { CounterStore } from '../shared-store/counter-store';
import { FailureLimiter } from '../shared-store/failure-limiter';

export interface TrackOrderGuardSettings {
  TRACK_ORDER_MAX_FAILURES: number;
  TRACK_ORDER_MAX_FAILURES_PER_IP: number;
  TRACK_ORDER_LOCKOUT_SECONDS: number;
}

/**
 * Counts failed order look-ups (a number with an e-mail address that is not the order's) per order
 * number and per client address, so nobody can guess an order's address by trying: reaching either
 * limit refuses that order number (or that address) for TRACK_ORDER_LOCKOUT_SECONDS. The counters
 * are the shared ones of the login guard (Redis when REDIS_URL is set), so the limits hold across
 * instances. A look-up that finds the order counts nothing.
 */
export class TrackOrderGuard {
  private readonly failures: FailureLimiter;

  constructor(
    store: CounterStore,
    private readonly settings: TrackOrderGuardSettings,
  ) {
    this.failures = new FailureLimiter(store, 'track-order', settings.TRACK_ORDER_LOCKOUT_SECONDS);
  }

  /** Seconds the order number or the address is still refused; 0 when a look-up may be tried. */
  lockedFor(orderNumber: string, ip: string): Promise<number> {
    return this.failures.lockedFor([
      { kind: 'order', subject: orderNumber },
      { kind: 'ip', subject: ip },
    ]);
  }

  recordFailure(orderNumber: string, ip: string): Promise<void> {
    return this.failures.recordFailure([
      { kind: 'order', subject: orderNumber, limit: this.settings.TRACK_ORDER_MAX_FAILURES },
      { kind: 'ip', subject: ip, limit: this.settings.TRACK_ORDER_MAX_FAILURES_PER_IP },
    ]);
  }
}
