import { Subject, type Subscription } from 'rxjs';
import {
  EVENTS,
  envelopeSchema,
  isEventName,
  isHeldUntilHandled,
  type Envelope,
  type EventName,
  type EventPayload,
} from './events';

export interface BusProblem {
  type: string;
  reason: 'malformed-envelope' | 'unknown-event' | 'version-mismatch' | 'invalid-payload' | 'handler-threw';
  detail: string;
}

/** Requests of one kind kept for a handler that has not loaded yet (a shopper clicks a few times at most). */
const MAX_HELD_PER_EVENT = 20;

export type ProblemReporter = (problem: BusProblem) => void;

/**
 * A thin typed wrapper over one RxJS Subject (docs/architecture.md). Receivers validate what they
 * get: a remote from another release may publish an old shape, and that must never crash a newer
 * subscriber. Each kind of problem is reported once per event type, not on every message.
 */
export class EventBus {
  private readonly subject = new Subject<Envelope>();
  private readonly last = new Map<EventName, Envelope>();
  /** Parsed last values, kept so current() returns the same object until the next publish. */
  private readonly lastPayload = new Map<EventName, unknown>();
  private readonly reported = new Set<string>();
  /** How many handlers each event has now, so a held request knows whether anyone takes it. */
  private readonly handlers = new Map<EventName, number>();
  /** Requests published while nobody handled them (`hold`), oldest first, bounded. */
  private readonly held = new Map<EventName, Envelope[]>();
  private reporter: ProblemReporter = (problem) =>
    console.warn(`[bus] ${problem.reason} for "${problem.type}": ${problem.detail}`);

  constructor(private readonly source = 'unknown') {}

  /** Where problems go (the shell points this at its log call). */
  setReporter(reporter: ProblemReporter): void {
    this.reporter = reporter;
  }

  publish<N extends EventName>(type: N, payload: EventPayload<N>, source = this.source): void {
    this.publishEnvelope({ type, version: EVENTS[type].version, payload, source, at: Date.now() });
  }

  /** Entry for envelopes whose shape the type system cannot vouch for (other releases, other tabs). */
  publishEnvelope(candidate: unknown): void {
    const envelope = envelopeSchema.safeParse(candidate);
    if (!envelope.success) {
      this.report({
        type: describeType(candidate),
        reason: 'malformed-envelope',
        detail: envelope.error.message,
      });
      return;
    }
    const { type } = envelope.data;
    if (!isEventName(type)) {
      this.report({ type, reason: 'unknown-event', detail: 'not in the event catalogue of this release' });
      return;
    }
    if (EVENTS[type].replay) {
      const accepted = this.accepts(type, envelope.data);
      if (accepted.ok) {
        this.last.set(type, envelope.data);
        this.lastPayload.set(type, accepted.payload);
      }
    }
    if (isHeldUntilHandled(type) && !this.handlers.get(type)) {
      const waiting = this.held.get(type) ?? [];
      // A page whose handler never loads must not grow without end; the newest requests win.
      this.held.set(type, [...waiting, envelope.data].slice(-MAX_HELD_PER_EVENT));
      return;
    }
    this.subject.next(envelope.data);
  }

  /** Subscribes to one event; state-like events first deliver their last value. */
  on<N extends EventName>(type: N, handler: (payload: EventPayload<N>) => void): () => void {
    const deliver = (envelope: Envelope) => {
      const payload = this.validate(type, envelope);
      if (payload === undefined) return;
      try {
        handler(payload);
      } catch (error) {
        this.report({ type, reason: 'handler-threw', detail: String(error) });
      }
    };
    const subscription: Subscription = this.subject.subscribe((envelope) => {
      if (envelope.type === type) deliver(envelope);
    });
    this.handlers.set(type, (this.handlers.get(type) ?? 0) + 1);
    const last = this.last.get(type);
    if (last) deliver(last);
    const waiting = this.held.get(type);
    if (waiting) {
      this.held.delete(type);
      for (const envelope of waiting) deliver(envelope);
    }
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      subscription.unsubscribe();
      this.handlers.set(type, (this.handlers.get(type) ?? 1) - 1);
    };
  }

  /** The last valid value of a state-like event (the same object until the next publish). */
  current<N extends EventName>(type: N): EventPayload<N> | undefined {
    return this.lastPayload.get(type) as EventPayload<N> | undefined;
  }

  /** Problems reported so far, as `type:reason`, for diagnostics and tests. */
  reportedProblems(): string[] {
    return [...this.reported];
  }

  private accepts(type: EventName, envelope: Envelope): { ok: true; payload: unknown } | { ok: false } {
    if (envelope.version !== EVENTS[type].version) return { ok: false };
    const parsed = EVENTS[type].schema.safeParse(envelope.payload);
    return parsed.success ? { ok: true, payload: parsed.data } : { ok: false };
  }

  private validate<N extends EventName>(type: N, envelope: Envelope): EventPayload<N> | undefined {
    const definition = EVENTS[type];
    if (envelope.version !== definition.version) {
      this.report({
        type,
        reason: 'version-mismatch',
        detail: `got v${envelope.version}, expected v${definition.version}`,
      });
      return undefined;
    }
    const parsed = definition.schema.safeParse(envelope.payload);
    if (!parsed.success) {
      this.report({ type, reason: 'invalid-payload', detail: parsed.error.message });
      return undefined;
    }
    return parsed.data as EventPayload<N>;
  }

  private report(problem: BusProblem): void {
    const key = `${problem.type}:${problem.reason}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    try {
      this.reporter(problem);
    } catch {
      // A broken reporter must not turn a rejected event into a crash.
    }
  }
}

function describeType(candidate: unknown): string {
  if (candidate && typeof candidate === 'object' && 'type' in candidate) return String(candidate.type);
  return typeof candidate;
}

/**
 * The one bus of the page. shared-contracts is a Module Federation singleton, so the shell and
 * every remote receive this same instance.
 */
export const bus = new EventBus('page');
