import type { CounterStore } from '../shared-store/counter-store';
import { FailureLimiter } from '../shared-store/failure-limiter';

export interface LoginGuardSettings {
  LOGIN_MAX_FAILURES: number;
  LOGIN_MAX_FAILURES_PER_IP: number;
  LOGIN_LOCKOUT_SECONDS: number;
}

/**
 * Counts failed logins per account and per client address. Reaching the limit locks that account
 * (or address) out for LOGIN_LOCKOUT_SECONDS. The per-address limit is higher: it stops one client
 * trying many accounts without letting a stranger lock a whole office behind one address out.
 */
export class LoginGuard {
  private readonly failures: FailureLimiter;

  constructor(
    store: CounterStore,
    private readonly settings: LoginGuardSettings,
  ) {
    this.failures = new FailureLimiter(store, 'login', settings.LOGIN_LOCKOUT_SECONDS);
  }

  /** Seconds the account or the address is still locked out; 0 when login may be tried. */
  lockedFor(email: string, ip: string): Promise<number> {
    return this.failures.lockedFor([
      { kind: 'email', subject: email },
      { kind: 'ip', subject: ip },
    ]);
  }

  recordFailure(email: string, ip: string): Promise<void> {
    return this.failures.recordFailure([
      { kind: 'email', subject: email, limit: this.settings.LOGIN_MAX_FAILURES },
      { kind: 'ip', subject: ip, limit: this.settings.LOGIN_MAX_FAILURES_PER_IP },
    ]);
  }

  /** A successful login forgives the account's earlier failures (not the address's). */
  recordSuccess(email: string): Promise<void> {
    return this.failures.forgive('email', email);
  }
}
