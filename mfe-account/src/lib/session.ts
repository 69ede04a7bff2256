import { useSyncExternalStore } from 'react';
import { bus, type EventPayload } from 'shared-contracts';
import { clearSignIn, onSignedInStorageChange, storedToken, storedUser } from './signed-in-storage';

export type AccountSession = EventPayload<'shell:session-changed'>;

const SIGNED_OUT: AccountSession = { status: 'unauthenticated', userInfo: null, accessToken: null };
/**
 * The session as a render that cannot know the shopper takes it: the server's (no storage, and
 * one bus for every request) and the browser's hydrating one, which must draw the same.
 */
const NOT_KNOWN: AccountSession = { status: 'loading', userInfo: null, accessToken: null };
let stored: { token: string | null; session: AccountSession } | undefined;
/** Set by a sign-in in this page until the shell announces the new session. */
let awaitingShell = false;

// Only in a browser: the server has no storage of the shopper's to clear, and its bus is every
// request's.
if (typeof window !== 'undefined') {
  bus.on('shell:session-changed', ({ status }) => {
    if (status === 'authenticated') awaitingShell = false;
  });
  bus.on('shell:session-ended', () => {
    awaitingShell = false;
  });
  // The shell ended the session (Log out, a 401, another tab) and asks this team, which owns the
  // stored sign-in, to clear it. The request waits on the bus until this module has loaded.
  bus.on('shell:stored-sign-in-clear-requested', () => clearSignIn());
}

export function markSignedIn(): void {
  awaitingShell = true;
}

function storedSession(): AccountSession {
  const token = storedToken();
  if (stored?.token !== token) {
    const user = token ? storedUser() : null;
    stored = {
      token,
      session: user ? { status: 'authenticated', userInfo: user, accessToken: token } : SIGNED_OUT,
    };
  }
  return stored.session;
}

/**
 * The session as the shell announces it: the one source of truth. What this team stored at its
 * own login stands in before the shell has said anything (the team's standalone page) and between
 * a sign-in here and the shell's refreshed announcement, so the page does not flash "signed out".
 */
export function currentSession(): AccountSession {
  const announced = bus.current('shell:session-changed');
  if (announced && !(awaitingShell && announced.status !== 'authenticated')) return announced;
  return storedSession();
}

function subscribe(onChange: () => void): () => void {
  const stopBus = bus.on('shell:session-changed', onChange);
  const stopStorage = onSignedInStorageChange(onChange);
  return () => {
    stopBus();
    stopStorage();
  };
}

/** The session; 'loading' on the server and while hydrating, then what the browser knows. */
export function useSession(): AccountSession {
  return useSyncExternalStore(subscribe, currentSession, () => NOT_KNOWN);
}

/**
 * Resolves once the shell announces the signed-in session (its required-session check would
 * otherwise still see the old, signed-out state), or at once when no shell is listening (the
 * team's standalone page), or after `timeoutMs` whatever happens.
 */
export function shellSessionReady(timeoutMs = 8000): Promise<void> {
  if (!bus.current('shell:session-changed')) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    const stop = bus.on('shell:session-changed', ({ status }) => {
      if (status === 'authenticated') done();
    });
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}
