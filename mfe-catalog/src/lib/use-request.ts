import { startTransition, useEffect, useEffectEvent, useState } from 'react';

export type RequestState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: Error };

const LOADING = { status: 'loading' } as const;

/**
 * Runs a request when its key changes. The answer is kept with the key it belongs to, so a slow
 * older answer never shows for a newer key (and an aborted one never arrives at all).
 */
export function useRequest<T>(key: string, run: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const [result, setResult] = useState<{ key: string; state: RequestState<T> } | null>(null);
  const start = useEffectEvent((signal: AbortSignal) => run(signal));
  useEffect(() => {
    const controller = new AbortController();
    // An answer can draw a whole page of cards: as a transition React renders it in slices and
    // keeps the main thread free for taps and scrolling in between (total blocking time:
    // docs/performance.md).
    const settle = (state: RequestState<T>) => {
      if (!controller.signal.aborted) startTransition(() => setResult({ key, state }));
    };
    start(controller.signal).then(
      (data) => settle({ status: 'success', data }),
      (error: unknown) =>
        settle({
          status: 'error',
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => controller.abort();
  }, [key]);
  return result?.key === key ? result.state : LOADING;
}
