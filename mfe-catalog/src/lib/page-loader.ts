import {
  ApiRequestError,
  createApiClient,
  type ApiClient,
  type PageLoadResult,
  type PageLoadArgs,
} from 'shared-contracts';

/**
 * The API client of one loader run: the fetch the shell hands it (in-process on the server, the
 * window's in the browser) and no session. The catalog's loaders read public calls only, so a
 * page rendered on the server is the same for every shopper (docs/page-rendering.md).
 */
export function loaderClient({ fetch, url }: PageLoadArgs): ApiClient {
  return createApiClient({ fetch, baseUrl: url.origin });
}

/**
 * The API's answer that what the address names is not there: 404, or 400 for an id or query it
 * refuses. Anything else (5xx, a time-out, an answer that does not fit its schema) is a failure
 * a loader passes on for the data its page cannot do without, so the shell draws its slot's
 * notice (or, on the server, leaves the slot to the browser) instead of a wrong 404.
 */
export function isNotThere(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

/**
 * The data a page of './routes' draws: what its own loader answered for this address. The shell
 * passes it as it came (plain JSON, written into the page for hydration), so its type is the one
 * that loader declares.
 */
export function foundData<T>(result: Extract<PageLoadResult, { found: true }>): T {
  return result.data as T;
}

/** The answer of a call, or null when the API says what it names is not there (isNotThere). */
export function orNullWhenNotThere<T>(call: Promise<T>): Promise<T | null> {
  return call.catch((error: unknown) => {
    if (isNotThere(error)) return null;
    throw error;
  });
}

/**
 * The answer of a call for a part of the page that can do without it, or null when it failed in
 * any way (5xx, time-out, refused): that part says so and the rest of the page is drawn. A load
 * that was called off (its signal aborted) is passed on as it is: nothing of it is drawn.
 */
export function orNullOnFailure<T>(call: Promise<T>, signal: AbortSignal): Promise<T | null> {
  return call.catch((error: unknown) => {
    if (signal.aborted) throw error;
    return null;
  });
}
