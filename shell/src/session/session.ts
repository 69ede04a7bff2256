import { bus, type AuthSession, type EventName } from 'shared-contracts';
import { getSession, logSessionError, sessionInPage, signOutOnServer } from './auth-api';
import { SessionClient } from './session-client';
import { readSessionSettings } from './session-settings';
import { createSessionSync } from './session-sync';

const UNAUTHORIZED_EVENTS = [
  'catalog:request-unauthorized',
  'cart:request-unauthorized',
  'account:request-unauthorized',
] as const satisfies readonly EventName[];

/** The bus form of the session (spec §3 auth session → shell:session-changed). */
function publishSession({ status, data }: AuthSession): void {
  bus.publish('shell:session-changed', {
    status,
    userInfo: data?.userInfo ?? null,
    accessToken: data?.accessToken ?? null,
  });
}

let client: SessionClient | undefined;

/** The page's one session client, with the browser's fetch, storage, tabs and settings. */
export function sessionClient(): SessionClient {
  client ??= new SessionClient({
    getSession,
    sessionInPage: () => sessionInPage(),
    logError: logSessionError,
    signOutOnServer,
    isOnline: () => navigator.onLine,
    sync: createSessionSync(),
    settings: readSessionSettings(),
    view: window,
    doc: document,
    onEnded: (reason) => {
      // The stored sign-in is the account team's to clear (docs/architecture.md, storage keys).
      bus.publish('shell:stored-sign-in-clear-requested', { reason });
      bus.publish('shell:session-ended', { reason });
    },
  });
  return client;
}

/**
 * Starts the session and connects it to the bus: every state is published (replayed for late
 * remotes), a sign-in is read back from the server, and a logout or any team's 401 ends it.
 */
export function startSession(): () => void {
  const session = sessionClient();
  publishSession(session.current);
  const stops = [
    session.subscribe(publishSession),
    bus.on('account:signed-in', () => void session.refetch('signed-in')),
    bus.on('account:signed-out', () => void session.end('logout')),
    ...UNAUTHORIZED_EVENTS.map((name) => bus.on(name, () => void session.end('unauthorized'))),
  ];
  const stopClient = session.start();
  return () => {
    stopClient();
    for (const stop of stops) stop();
  };
}
