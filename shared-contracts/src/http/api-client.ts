import * as z from 'zod/mini';
import { apiErrorSchema, type ApiError } from '../api/envelopes';
import { DEVICE_ID_HEADER } from '../api/auth';

export type QueryValue = string | number | boolean | undefined | null;

/** A failed call: the status and, when the server sent one, its error envelope (spec §8 reads `data`). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | undefined,
    /** The whole error answer, for calls whose errors carry more than the envelope (productIds of a 409). */
    readonly payload?: unknown,
  ) {
    super(body?.data || body?.message || `Request failed (${status})`);
  }
}

/**
 * How long one call may take, its answer's body included, before it counts as failed: a server
 * that never answers must not leave a page waiting forever.
 */
export const API_TIMEOUT_MS = 15_000;

/** A call the server did not answer in time. Callers show it like any failed call. */
export class ApiTimeoutError extends Error {
  constructor(
    readonly path: string,
    readonly timeoutMs: number,
  ) {
    super(`${path} did not answer within ${timeoutMs} ms`);
    this.name = 'ApiTimeoutError';
  }
}

/**
 * Runs `work` (a fetch and the reading of its answer) with a signal that aborts when the caller's
 * signal does or when the time limit passes; then it rejects with ApiTimeoutError. The limit is a
 * plain timer, so fake clocks (tests) drive it. For the calls that do not go through the client.
 */
export function withTimeLimit<T>(
  what: string,
  work: (signal: AbortSignal) => Promise<T>,
  {
    timeoutMs = API_TIMEOUT_MS,
    signal,
  }: { timeoutMs?: number | undefined; signal?: AbortSignal | undefined } = {},
): Promise<T> {
  const controller = new AbortController();
  const abortWithCaller = () => controller.abort(signal?.reason);
  if (signal?.aborted) abortWithCaller();
  else signal?.addEventListener('abort', abortWithCaller, { once: true });
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ApiTimeoutError(what, timeoutMs));
      controller.abort();
    }, timeoutMs);
    work(controller.signal)
      .then(resolve, reject)
      .finally(() => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abortWithCaller);
      });
  });
}

export interface ApiClientOptions {
  /** The spec's {host}; '' = same origin. */
  baseUrl?: string;
  getToken?: () => string | null;
  getDeviceId?: () => string | null;
  /** Any 401 (spec §4): the caller signs the user out everywhere. */
  onUnauthorized?: (path: string) => void;
  fetch?: typeof fetch;
  /** Default API_TIMEOUT_MS. */
  timeoutMs?: number;
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Sends the device-id header (login). */
  withDeviceId?: boolean;
  /** Headers of this call only (the Idempotency-Key of place-order); the client's own win. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** This call's time limit, instead of the client's. */
  timeoutMs?: number;
}

/**
 * The one HTTP client shape every frontend package configures once: base URL, the
 * Authorization and device-id headers, 401 handling, the error envelope and a schema check of
 * every answer, so a changed server answer fails loudly here instead of deep in a component.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function request<S extends z.core.$ZodType>(
    method: string,
    path: string,
    schema: S,
    init: RequestOptions = {},
  ) {
    const url = new URL(`${options.baseUrl ?? ''}${path}`, globalThis.location?.href ?? 'http://localhost');
    for (const [key, value] of Object.entries(init.query ?? {})) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { ...init.headers, accept: 'application/json' };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    const deviceId = init.withDeviceId ? options.getDeviceId?.() : null;
    if (deviceId) headers[DEVICE_ID_HEADER] = deviceId;
    if (init.body !== undefined) headers['content-type'] = 'application/json';

    const { response, payload } = await withTimeLimit(
      path,
      async (signal) => {
        const response = await doFetch(url.toString(), {
          method,
          headers,
          body: init.body === undefined ? null : JSON.stringify(init.body),
          signal,
          credentials: 'same-origin',
        });
        return { response, payload: (await response.json().catch(() => undefined)) as unknown };
      },
      { timeoutMs: init.timeoutMs ?? options.timeoutMs, signal: init.signal },
    );
    if (!response.ok) {
      if (response.status === 401) options.onUnauthorized?.(path);
      const envelope = apiErrorSchema.safeParse(payload);
      throw new ApiRequestError(response.status, envelope.success ? envelope.data : undefined, payload);
    }
    const parsed = z.safeParse(schema, payload);
    if (!parsed.success) throw new ApiRequestError(response.status, undefined);
    return parsed.data as z.infer<S>;
  }

  return {
    get: <S extends z.core.$ZodType>(path: string, schema: S, init?: RequestOptions) =>
      request('GET', path, schema, init),
    post: <S extends z.core.$ZodType>(path: string, schema: S, init?: RequestOptions) =>
      request('POST', path, schema, init),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
