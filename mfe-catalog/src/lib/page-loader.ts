import {
  ApiRequestError,
  createApiClient,
  type ApiClient,
  type InitialAnswers,
  type PageLoadResult,
  type PageLoadArgs,
} from 'shared-contracts';

/**
 * A loader asks the API itself, every time: the answers a server once inlined into the page are
 * for the browser's module-level client, and a loader runs on the server too.
 */
const NO_INLINED_ANSWERS: InitialAnswers = { answerFor: () => undefined };

/**
 * The API client of one loader run: the fetch the shell hands it (in-process on the server, the
 * window's in the browser) and no session. The catalog's loaders read public calls only, so a
 * page rendered on the server is the same for every shopper (docs/page-rendering.md).
 */
export function loaderClient({ fetch, url }: PageLoadArgs): ApiClient {
  return createApiClient({ fetch, baseUrl: url.origin, initialAnswers: NO_INLINED_ANSWERS });
}

/**
 * The API's answer that what the address names is not there: 404, or 400 for an id or query it
 * refuses. Anything else (5xx, a time-out, an answer that does not fit its schema) is a failure
 * the loader passes on, so the shell draws the slot in the browser instead of a wrong 404.
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
