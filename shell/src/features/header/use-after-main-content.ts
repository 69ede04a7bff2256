import { useEffect, useState } from 'react';
import { whenSecondaryMayStart } from '../../lib/after-main-content';

/** Whether the header's secondary widgets may load yet (see lib/after-main-content). */
export function useAfterMainContent(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenSecondaryMayStart().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}
