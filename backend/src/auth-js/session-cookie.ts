/**
 * Any cookie whose name holds `session-token`: Auth.js's `authjs.session-token`, its `__Secure-`
 * form over https, and the `.0`, `.1`, … parts of one split for its size. Wider than Auth.js's
 * own names on purpose: a cookie taken for a session only costs the page its session read.
 */
const SESSION_COOKIE = /(?:^|;)\s*[^=;]*session-token[^=;]*=/i;

/**
 * Whether a request may carry a session. Without one, Auth.js can only answer "no session"
 * (GET /api/auth/session → null), which the server can then tell the page itself (issue 9).
 */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);
}
