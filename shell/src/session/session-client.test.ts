import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Session } from 'shared-contracts';
import { SessionClient, type EndReason, type SessionClientDeps } from './session-client';
import { DEFAULT_SESSION_SETTINGS, type SessionSettings } from './session-settings';
import type { SessionSyncMessage } from './session-sync';

const signedIn: Session = {
  expires: '2099-01-01T00:00:00.000Z',
  accessToken: 'token-1',
  userInfo: {
    id: 7,
    firstName: 'Demo',
    lastName: 'Klant',
    email: 'demo@riode.example',
    accountType: 0,
    confirmB2BUser: false,
    bdCompanyName: null,
  },
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(settings: Partial<SessionSettings> = {}) {
  const answers: Array<Session | null | Error> = [];
  const getSession = jest.fn(async () => {
    const next = answers.shift() ?? null;
    if (next instanceof Error) throw next;
    return next;
  });
  const tabListeners = new Set<(message: SessionSyncMessage) => void>();
  const posted: SessionSyncMessage[] = [];
  const ended: EndReason[] = [];
  const view = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  let online = true;
  const deps = {
    getSession,
    logError: jest.fn(),
    signOutOnServer: jest.fn(async () => undefined),
    isOnline: () => online,
    sync: {
      post: (message: SessionSyncMessage) => posted.push(message),
      subscribe: (listener: (message: SessionSyncMessage) => void) => {
        tabListeners.add(listener);
        return () => tabListeners.delete(listener);
      },
    },
    settings: { ...DEFAULT_SESSION_SETTINGS, ...settings },
    view,
    doc,
    onEnded: (reason: EndReason) => ended.push(reason),
  } satisfies SessionClientDeps;
  const client = new SessionClient(deps);
  return {
    client,
    deps,
    answers,
    posted,
    ended,
    view,
    doc,
    goOffline: () => (online = false),
    fromOtherTab: (message: SessionSyncMessage) => tabListeners.forEach((listener) => listener(message)),
  };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('the session client (spec §4 auth session)', () => {
  it('starts loading, then is authenticated by a session body', async () => {
    const { client, answers } = setUp();
    answers.push(signedIn);
    expect(client.current.status).toBe('loading');
    client.start();
    await flush();
    expect(client.current).toEqual({ status: 'authenticated', data: signedIn });
  });

  it("takes the page's own session for its first read only; every later read asks the server", async () => {
    const { answers, deps } = setUp();
    const sessionInPage = jest.fn((): Session | null | undefined => null);
    const inPage = new SessionClient({ ...deps, sessionInPage });
    const states: string[] = [];
    inPage.subscribe((state) => states.push(state.status));
    answers.push(signedIn, signedIn);
    inPage.start();
    await flush();
    expect(deps.getSession).not.toHaveBeenCalled();
    expect(states).toEqual(['unauthenticated']);
    await inPage.refetch('signed-in');
    await inPage.refetch('initial');
    expect([sessionInPage.mock.calls.length, deps.getSession.mock.calls.length]).toEqual([1, 2]);
    expect(inPage.current).toEqual({ status: 'authenticated', data: signedIn });
  });

  it('reads the server when the page carries no session answer', async () => {
    const { deps, answers } = setUp();
    const inPage = new SessionClient({ ...deps, sessionInPage: () => undefined });
    answers.push(signedIn);
    inPage.start();
    await flush();
    expect(deps.getSession).toHaveBeenCalledTimes(1);
    expect(inPage.current).toEqual({ status: 'authenticated', data: signedIn });
  });

  it('is unauthenticated on an empty answer, without ending anything', async () => {
    const { client, ended, deps } = setUp();
    client.start();
    await flush();
    expect(client.current).toEqual({ status: 'unauthenticated', data: null });
    expect(ended).toEqual([]);
    expect(deps.logError).not.toHaveBeenCalled();
  });

  it('logs CLIENT_SESSION_ERROR on a failed read and shows no session, but keeps the storage', async () => {
    const { client, answers, deps, ended } = setUp();
    answers.push(signedIn, new Error('status 500'));
    client.start();
    await flush();
    await client.refetch('focus');
    expect(deps.logError).toHaveBeenCalledWith(new Error('status 500'));
    expect(client.current.status).toBe('unauthenticated');
    expect(ended).toEqual([]);
  });

  it('knows a failed read from an empty one, tells its listeners, and forgets it after a good read', async () => {
    const { client, answers } = setUp();
    const seen: boolean[] = [];
    client.subscribe(() => seen.push(client.readFailed));
    answers.push(new Error('timed out'), new Error('status 500'), signedIn);
    client.start();
    await flush();
    expect(client.current.status).toBe('unauthenticated');
    expect(client.readFailed).toBe(true);
    await client.refetch('retry');
    expect(client.readFailed).toBe(true);
    await client.refetch('retry');
    expect(client.current.status).toBe('authenticated');
    expect(client.readFailed).toBe(false);
    expect(seen).toEqual([true, false]);
  });

  it('refetches on window focus and when the page becomes visible', async () => {
    const { client, deps, view, doc } = setUp();
    client.start();
    await flush();
    view.dispatchEvent(new Event('focus'));
    doc.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(deps.getSession).toHaveBeenCalledTimes(3);
  });

  it('does not watch focus when the setting turns it off', async () => {
    const { client, deps, view } = setUp({ refetchOnWindowFocus: false });
    client.start();
    view.dispatchEvent(new Event('focus'));
    await flush();
    expect(deps.getSession).toHaveBeenCalledTimes(1);
  });

  it('polls at the interval of the setting, in seconds, and not at all with 0', async () => {
    jest.useFakeTimers();
    const polling = setUp({ pollSeconds: 30 });
    const stop = polling.client.start();
    await jest.advanceTimersByTimeAsync(90_000);
    expect(polling.deps.getSession).toHaveBeenCalledTimes(4);
    stop();
    await jest.advanceTimersByTimeAsync(90_000);
    expect(polling.deps.getSession).toHaveBeenCalledTimes(4);

    const quiet = setUp({ pollSeconds: 0 });
    quiet.client.start();
    await jest.advanceTimersByTimeAsync(600_000);
    expect(quiet.deps.getSession).toHaveBeenCalledTimes(1);
  });

  it('skips automatic refetches while offline unless allowed, but still reads after a sign-in', async () => {
    const offline = setUp();
    offline.client.start();
    await flush();
    offline.goOffline();
    offline.view.dispatchEvent(new Event('focus'));
    await offline.client.refetch('poll');
    await offline.client.refetch('other-tab');
    expect(offline.deps.getSession).toHaveBeenCalledTimes(1);
    await offline.client.refetch('signed-in');
    expect(offline.deps.getSession).toHaveBeenCalledTimes(2);

    const allowed = setUp({ refetchWhenOffline: true });
    allowed.goOffline();
    await allowed.client.refetch('poll');
    expect(allowed.deps.getSession).toHaveBeenCalledTimes(1);
  });

  it('follows another tab: a message makes it re-read, and a vanished session ends here too', async () => {
    const { client, answers, ended, deps, fromOtherTab, posted } = setUp();
    answers.push(signedIn, null);
    client.start();
    await flush();
    fromOtherTab({ event: 'session', cause: 'signed-out' });
    await flush();
    expect(client.current.status).toBe('unauthenticated');
    expect(ended).toEqual(['other-tab']);
    expect(client.endedBy).toBe('other-tab');
    expect(deps.signOutOnServer).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('calls a session that vanished on its own expired', async () => {
    const { client, answers, ended } = setUp();
    answers.push(signedIn, null);
    client.start();
    await flush();
    await client.refetch('poll');
    expect(ended).toEqual(['expired']);
  });

  it('reads the session after a sign-in and tells the other tabs', async () => {
    const { client, answers, posted } = setUp();
    client.start();
    await flush();
    answers.push(signedIn);
    await client.refetch('signed-in');
    expect(client.current.status).toBe('authenticated');
    expect(client.endedBy).toBeUndefined();
    expect(posted).toEqual([{ event: 'session', cause: 'signed-in' }]);
  });

  it.each(['logout', 'unauthorized'] as const)(
    'ends on %s: announced, server signed out, then the other tabs told',
    async (reason) => {
      const { client, answers, ended, deps, posted } = setUp();
      answers.push(signedIn);
      client.start();
      await flush();
      await client.end(reason);
      expect(client.current).toEqual({ status: 'unauthenticated', data: null });
      expect(ended).toEqual([reason]);
      expect(client.endedBy).toBe(reason);
      expect(deps.signOutOnServer).toHaveBeenCalledTimes(1);
      expect(posted).toEqual([{ event: 'session', cause: 'signed-out' }]);
    },
  );

  it('lets the newest read win over a slower older one', async () => {
    const { client, deps } = setUp();
    let releaseSlow: (value: Session | null) => void = () => undefined;
    deps.getSession
      .mockImplementationOnce(() => new Promise((resolve) => (releaseSlow = resolve)))
      .mockImplementationOnce(async () => null);
    const slow = client.refetch('initial');
    await client.refetch('focus');
    releaseSlow(signedIn);
    await slow;
    expect(client.current.status).toBe('unauthenticated');
  });

  it('tells listeners of changes only, not of every identical read', async () => {
    const { client, answers } = setUp();
    const seen: string[] = [];
    client.subscribe((state) => seen.push(state.status));
    answers.push(signedIn, { ...signedIn, expires: '2099-02-01T00:00:00.000Z' });
    client.start();
    await flush();
    await client.refetch('focus');
    expect(seen).toEqual(['authenticated']);
  });
});
