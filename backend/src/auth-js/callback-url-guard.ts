import type { FastifyRequest } from 'fastify';

/** Auth.js's own test: an absolute http(s) URL, or a path starting with '/'. */
function isHttpUrl(value: string, origin: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith('/') ? origin : undefined).protocol);
  } catch {
    return false;
  }
}

function callbackCookies(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((pair) => pair.trim().split('='))
    .filter(([name]) => name?.endsWith('authjs.callback-url'))
    .map(([, ...rest]) => {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    });
}

/**
 * Auth.js answers 500 ("server configuration") when the callbackUrl query parameter or cookie is
 * not a URL; that is the client's mistake, so it is refused here with a 400 first.
 */
export function hasInvalidCallbackUrl(request: FastifyRequest, origin: string): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.callbackUrl;
  const candidates = [
    ...(typeof fromQuery === 'string' && fromQuery !== '' ? [fromQuery] : []),
    ...callbackCookies(request.headers.cookie),
  ];
  if (Array.isArray(fromQuery)) return true;
  return candidates.some((value) => value !== '' && !isHttpUrl(value, origin));
}

/** Auth.js's redirect rule (same origin only), without its throw on a value that is not a URL. */
export function sameOriginRedirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
  if (url.startsWith('/')) return `${baseUrl}${url}`;
  try {
    return new URL(url).origin === baseUrl ? url : baseUrl;
  } catch {
    return baseUrl;
  }
}
