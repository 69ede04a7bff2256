/**
 * Whether a request may carry a session. Without one, Auth.js can only answer "no session"
 * (GET /api/auth/session → null), which the server can then tell the page itself
 * (docs/performance.md).
 *
 * A session cookie is any whose name holds `session-token`, in any case: Auth.js's
 * `authjs.session-token`, its `__Secure-` form over https, and the `.0`, `.1`, … parts of one
 * split for its size. Wider than Auth.js's own names on purpose: a cookie taken for a session
 * only costs the page its session read. Each name is looked at once (split, not one regular
 * expression over the header, whose backtracking over a long run of spaces an anonymous
 * request could make cost a fifth of a second).
 */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((cookie) => {
    const equals = cookie.indexOf('=');
    return (equals < 0 ? cookie : cookie.slice(0, equals)).toLowerCase().includes('session-token');
  });
}
