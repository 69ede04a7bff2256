/**
 * A connection URL (DATABASE_URL, REDIS_URL) as an operator may see it in a message or a log: its
 * password masked, and a value that is not a URL (which may hold one anywhere) not shown at all.
 */
export function shownUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(a value that is not a URL, not shown)';
  }
}
