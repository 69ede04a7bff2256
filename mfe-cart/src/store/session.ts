import { bus, type EventPayload } from 'shared-contracts';

export type Session = EventPayload<'shell:session-changed'>;

const SIGNED_OUT: Session = { status: 'unauthenticated', userInfo: null, accessToken: null };

/** What a render that cannot know the shopper (the server's, and hydration) takes the session for. */
export const SESSION_NOT_KNOWN: Session = { status: 'loading', userInfo: null, accessToken: null };

/** The session as the shell last announced it (the one source: never another team's storage). */
export function currentSession(): Session {
  return bus.current('shell:session-changed') ?? SIGNED_OUT;
}

export function accessToken(): string | null {
  const session = currentSession();
  return session.status === 'authenticated' ? session.accessToken : null;
}
