import { useEffect, useEffectEvent, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: Error };

/**
 * Runs a request when its key changes; an answer that arrives after a newer request started is
 * dropped, so a slow older answer never replaces a newer one.
 */
export function useRequest<T>(key: string, run: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const start = useEffectEvent((signal: AbortSignal) => run(signal));
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    start(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'success', data }),
      (error: unknown) =>
        !controller.signal.aborted && setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => controller.abort();
  }, [key]);
  return state;
}
