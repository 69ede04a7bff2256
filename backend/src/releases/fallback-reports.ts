import type { Database } from '../db/database';
import type { CounterStore } from '../shared-store/counter-store';
import { countFallback, isPossibleFallback, type FallbackReport } from './release-repository';

/**
 * Reports one visitor and one address may have counted per window. A shell reports a fall-back at
 * most once per page load and remote; past these, more reports from the same visitor or address
 * (an office behind one address shares the second limit) add nothing.
 */
export const FALLBACK_REPORT_LIMITS = { perVisitor: 10, perAddress: 60, windowSeconds: 3600 };

export type FallbackVerdict = 'recorded' | 'limited' | 'not a fall-back of recorded releases';

/**
 * Browsers' fall-back reports (POST /api/client-log) as the operator sees them in the status:
 * anyone can send one, so a report counts only when it names a fall-back that can happen between
 * recorded releases, and only up to the limits per visitor and per address. The counters are the
 * shared ones of the login guard (backend/src/shared-store), so the limits hold across instances.
 */
export class FallbackReports {
  constructor(
    private readonly db: Database,
    private readonly counters: CounterStore,
    private readonly limits = FALLBACK_REPORT_LIMITS,
  ) {}

  /** `visitor` is the riode-visitor cookie; without one the address stands in for the visitor. */
  async report(
    report: FallbackReport,
    sender: { visitor: string | undefined; address: string },
  ): Promise<FallbackVerdict> {
    const { perVisitor, perAddress, windowSeconds } = this.limits;
    const byAddress = await this.counters.increment(`fallback-report:ip:${sender.address}`, windowSeconds);
    if (byAddress > perAddress) return 'limited';
    const visitorKey = sender.visitor ? `visitor:${sender.visitor}` : `no-cookie:${sender.address}`;
    const byVisitor = await this.counters.increment(`fallback-report:${visitorKey}`, windowSeconds);
    if (byVisitor > perVisitor) return 'limited';
    if (!(await isPossibleFallback(this.db, report.remote, report.from, report.to)))
      return 'not a fall-back of recorded releases';
    await countFallback(this.db, report);
    return 'recorded';
  }
}
