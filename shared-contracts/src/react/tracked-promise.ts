/**
 * A promise React's use() reads at once when it has settled: use() looks at these marks before it
 * suspends, and trusts them once a status is set (it then adds no marks of its own), so a
 * rejection is marked too, or a failed load would suspend for ever instead of reaching its error
 * boundary. Every load that a page draws with use() (a language's messages, a remote's module, a
 * page's code or text) is kept as one of these, so a load finished before hydration hydrates in
 * the same pass as the page around it instead of suspending once more.
 */
export type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** Marks `promise` for use() as it settles. */
export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const marked: TrackedPromise<T> = promise;
  marked.status = 'pending';
  promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return marked;
}

/** A value use() reads without suspending at all. */
export function settled<T>(value: T): TrackedPromise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}
