import type { AuthSession, EventPayload, Session } from 'shared-contracts';
import type { SessionSettings } from './session-settings';
import type { SessionSync } from './session-sync';

export type EndReason = EventPayload<'shell:session-ended'>['reason'];
export type RefetchTrigger = 'initial' | 'focus' | 'poll' | 'other-tab' | 'signed-in' | 'retry';

export interface SessionClientDeps {
  getSession(): Promise<Session | null>;
  /**
   * The session the server wrote into the page, if it did (undefined if not): it stands in for
   * the first read only, as it tells how things stood when the page was sent.
   */
  sessionInPage?(): Session | null | undefined;
  logError(error: unknown): void;
  signOutOnServer(): Promise<void>;
  isOnline(): boolean;
  sync: SessionSync;
  settings: SessionSettings;
  /** Where focus and visibility are watched (the window in the browser). */
  view: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  onEnded(reason: EndReason): void;
}

const AUTOMATIC: ReadonlySet<RefetchTrigger> = new Set(['focus', 'poll', 'other-tab']);

/**
 * The Auth.js client session of spec §4, without React: loading, then authenticated or
 * unauthenticated; refetched on focus, on a message from another tab and on a poll interval;
 * automatic refetches are skipped while offline unless the settings allow them. The latest
 * read wins, so a slow answer can never overwrite a newer one.
 */
export class SessionClient {
  private state: AuthSession = { data: null, status: 'loading' };
  private ended: EndReason | undefined;
  private readonly listeners = new Set<(state: AuthSession) => void>();
  private sequence = 0;
  private failedRead = false;
  private pageSessionTaken = false;

  constructor(private readonly deps: SessionClientDeps) {}

  get current(): AuthSession {
    return this.state;
  }

  /**
   * The last read failed (an error, or no answer in time): "no session" then means "not known",
   * and a page that needs a session says so instead of sending the user to sign in again.
   */
  get readFailed(): boolean {
    return this.failedRead;
  }

  subscribe(listener: (state: AuthSession) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the session once and starts watching; the returned function stops watching. */
  start(): () => void {
    const { view, doc, sync, settings } = this.deps;
    const onFocus = () => void this.refetch('focus');
    const onVisible = () => {
      if (doc.visibilityState === 'visible') void this.refetch('focus');
    };
    if (settings.refetchOnWindowFocus) {
      view.addEventListener('focus', onFocus);
      doc.addEventListener('visibilitychange', onVisible);
    }
    const stopSync = sync.subscribe(() => void this.refetch('other-tab'));
    const timer =
      settings.pollSeconds > 0
        ? setInterval(() => void this.refetch('poll'), settings.pollSeconds * 1000)
        : undefined;
    void this.refetch('initial');
    return () => {
      view.removeEventListener('focus', onFocus);
      doc.removeEventListener('visibilitychange', onVisible);
      stopSync();
      if (timer) clearInterval(timer);
    };
  }

  async refetch(trigger: RefetchTrigger): Promise<void> {
    const { deps } = this;
    if (AUTOMATIC.has(trigger) && !deps.settings.refetchWhenOffline && !deps.isOnline()) return;
    const mine = ++this.sequence;
    let session: Session | null = null;
    let failed = false;
    try {
      const inPage = this.takePageSession(trigger);
      session = inPage === undefined ? await deps.getSession() : inPage;
    } catch (error) {
      failed = true;
      deps.logError(error);
    }
    if (mine !== this.sequence) return;
    const wasSignedIn = this.state.status === 'authenticated';
    const failureChanged = failed !== this.failedRead;
    this.failedRead = failed;
    this.set(session, failureChanged);
    // A failed read shows no session but is no proof that it ended: the storage (and the cart)
    // stay, and the next successful read restores the user.
    if (wasSignedIn && !session && !failed) {
      this.announceEnd(trigger === 'other-tab' ? 'other-tab' : 'expired');
    }
    if (trigger === 'signed-in' && session) deps.sync.post({ event: 'session', cause: 'signed-in' });
  }

  /** The page's own session, for the first read; every later read asks the server. */
  private takePageSession(trigger: RefetchTrigger): Session | null | undefined {
    if (trigger !== 'initial' || this.pageSessionTaken) return undefined;
    this.pageSessionTaken = true;
    return this.deps.sessionInPage?.();
  }

  /**
   * The user logged out, or a call answered 401: the session ends here at once, on the server,
   * and then in the other tabs (they re-read the session when told, and find none).
   */
  async end(reason: Extract<EndReason, 'logout' | 'unauthorized'>): Promise<void> {
    this.sequence += 1;
    const failureChanged = this.failedRead;
    this.failedRead = false;
    this.set(null, failureChanged);
    this.announceEnd(reason);
    await this.deps.signOutOnServer();
    this.deps.sync.post({ event: 'session', cause: 'signed-out' });
  }

  private announceEnd(reason: EndReason): void {
    this.ended = reason;
    this.deps.onEnded(reason);
  }

  /** How the session last ended in this page, until the next sign-in. */
  get endedBy(): EndReason | undefined {
    return this.ended;
  }

  private set(session: Session | null, news = false): void {
    const status = session ? 'authenticated' : 'unauthenticated';
    if (session) this.ended = undefined;
    // Auth.js rolls `expires` forward on every read: only a change of user or token is news
    // (or of whether the read failed).
    if (!news && this.state.status === status && sameUser(this.state.data, session)) return;
    this.state = { data: session, status };
    for (const listener of this.listeners) listener(this.state);
  }
}

function sameUser(a: Session | null, b: Session | null): boolean {
  if (!a || !b) return a === b;
  return a.accessToken === b.accessToken && JSON.stringify(a.userInfo) === JSON.stringify(b.userInfo);
}
