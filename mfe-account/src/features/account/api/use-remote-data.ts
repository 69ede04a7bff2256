import { useEffect, useEffectEvent, useState } from 'react';

export type RemoteData<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/** Loads once per key (null: nothing to load); a newer key wins over an older answer still on its way. */
export function useRemoteData<T>(key: string | null, load: () => Promise<T>): RemoteData<T> {
  const [result, setResult] = useState<{ key: string; data: RemoteData<T> } | null>(null);
  // The key names what is loaded; the loader is a new function on every render.
  const loader = useEffectEvent(load);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    loader().then(
      (data) => live && setResult({ key, data: { state: 'ready', data } }),
      () => live && setResult({ key, data: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return result?.key === key ? result.data : { state: 'loading' };
}
