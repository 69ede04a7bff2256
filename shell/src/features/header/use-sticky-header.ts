import { useEffect, useState } from 'react';
import { STICKY_HEADER_MIN_WIDTH_PX } from 'shared-contracts';
import { afterNextPaint } from '../../lib/after-next-paint';

/**
 * Spec §9: the header sticks from 992 px width, once the page has scrolled past the header
 * itself (the theme's behaviour); narrower screens have the bottom bar instead.
 */
export function useStickyHeader(thresholdPx: number): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${STICKY_HEADER_MIN_WIDTH_PX}px)`);
    const update = () => setSticky(wide.matches && window.scrollY > thresholdPx);
    // Reading the scroll position lays the page out: once the next frame is laid out, not in the
    // task that hydrates the page (shell/src/lib/after-next-paint.ts).
    const cancel = afterNextPaint(update);
    window.addEventListener('scroll', update, { passive: true });
    wide.addEventListener('change', update);
    return () => {
      cancel();
      window.removeEventListener('scroll', update);
      wide.removeEventListener('change', update);
    };
  }, [thresholdPx]);
  return sticky;
}
