import { bus, createApiClient } from 'shared-contracts';

/**
 * The catalog's HTTP client for what the browser asks after a page is drawn (suggestions, the
 * header's categories, the quick view, the stock check): same-origin API, and the token of the
 * session the shell announces (the shell owns the session; no team reads another team's storage),
 * 401 → signed out. Page loaders build their own client per run (lib/page-loader.ts): this one
 * reads the shopper's session, which a server must never share between requests.
 */
export const api = createApiClient({
  getToken: () => bus.current('shell:session-changed')?.accessToken ?? null,
  onUnauthorized: (path) => bus.publish('catalog:request-unauthorized', { path }),
});
