import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './idle';

/**
 * How many of `total` items to draw: the first `first` at once, all of them once the browser is
 * idle after the first draw (issue 9). A row or a grid draws what the screen shows first; the
 * rest (off to the side in a carousel, below the fold in a grid) follows as a transition, so the
 * first paint of the page's content waits for a third of the elements, and adding the rest
 * moves nothing on the screen.
 */
export function useRenderedCount(total: number, first: number): number {
  const [all, setAll] = useState(false);
  const waiting = !all && total > first;
  useEffect(() => {
    if (!waiting) return undefined;
    return whenIdle(() => startTransition(() => setAll(true)));
  }, [waiting]);
  return waiting ? first : total;
}
