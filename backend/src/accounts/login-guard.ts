import type { CounterStore } from '../shared-store/counter-store';

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
  constructor(
    private readonly store: CounterStore,
    private readonly settings: LoginGuardSettings,
  ) {}

  /** Seconds the account or the address is still locked out; 0 when login may be tried. */
  async lockedFor(email: string, ip: string): Promise<number> {
    const [byEmail, byIp] = await Promise.all([
      this.store.secondsLeft(lockKey('email', email)),
      this.store.secondsLeft(lockKey('ip', ip)),
    ]);
    return Math.max(byEmail, byIp);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([
      this.count('email', email, this.settings.LOGIN_MAX_FAILURES),
      this.count('ip', ip, this.settings.LOGIN_MAX_FAILURES_PER_IP),
    ]);
  }

  /** A successful login forgives the account's earlier failures (not the address's). */
  async recordSuccess(email: string): Promise<void> {
    await this.store.delete(failKey('email', email), lockKey('email', email));
  }

  private async count(kind: 'email' | 'ip', subject: string, limit: number): Promise<void> {
    const window = this.settings.LOGIN_LOCKOUT_SECONDS;
    const failures = await this.store.increment(failKey(kind, subject), window);
    if (failures >= limit) {
      await this.store.setIfAbsent(lockKey(kind, subject), window);
      await this.store.delete(failKey(kind, subject));
    }
  }
}

const normalise = (subject: string) => subject.trim().toLowerCase();
const failKey = (kind: string, subject: string) => `login:fail:${kind}:${normalise(subject)}`;
const lockKey = (kind: string, subject: string) => `login:lock:${kind}:${normalise(subject)}`;
