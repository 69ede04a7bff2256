import type { FastifyInstance } from 'fastify';
import { sessionSchema } from 'shared-contracts';
import { carriesSessionCookie } from '../auth-js/session-cookie';

/** What the server knows of the visitor's sign-in when it renders a page. */
export type VisitorSession = { signedOut: true } | { signedInAs: string } | { unknown: true };

/**
 * Who the visitor's Auth.js session cookie says they are, read in-process from Auth.js's own
 * session route: signed out (no session cookie, or one Auth.js no longer accepts), a shopper (their
 * first name, for the header), or not known (the read failed: the browser reads it as before).
 */
export async function visitorSession(
  app: FastifyInstance,
  cookie: string | undefined,
): Promise<VisitorSession> {
  if (!carriesSessionCookie(cookie)) return { signedOut: true };
  try {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: cookie ?? '', accept: 'application/json' },
    });
    if (answer.statusCode !== 200) return { unknown: true };
    const body: unknown = answer.json();
    if (body === null || (typeof body === 'object' && Object.keys(body).length === 0))
      return { signedOut: true };
    const session = sessionSchema.safeParse(body);
    return session.success ? { signedInAs: session.data.userInfo.firstName } : { unknown: true };
  } catch {
    return { unknown: true };
  }
}
