/** Where client problems go: the server's log, so an operator sees failing remotes. */
export const CLIENT_LOG_PATH = '/api/client-log';

const sent = new Set<string>();

/**
 * Reports a problem once per page load and kind+detail: a flapping remote must not flood the
 * log. sendBeacon survives navigation and never blocks the page.
 */
export function reportClientProblem(kind: string, detail: Record<string, unknown>): void {
  const body = JSON.stringify({ kind, ...detail, page: location.pathname, release: __RIODE_RELEASE__ });
  if (sent.has(body)) return;
  sent.add(body);
  console.warn(`[shop] ${kind}`, detail);
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (!navigator.sendBeacon?.(CLIENT_LOG_PATH, blob)) {
      void fetch(CLIENT_LOG_PATH, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
      }).catch(() => undefined);
    }
  } catch {
    // Reporting is best effort; the page keeps working without it.
  }
}
