import { useEffect, useState } from 'react';
import { STICKY_HEADER_MIN_WIDTH_PX } from 'shared-contracts';

/**
 * Spec §9: the header sticks from 992 px width, once the page has scrolled past the header
 * itself (the theme's behaviour); narrower screens have the bottom bar instead.
 */
export function useStickyHeader(thresholdPx: number): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${STICKY_HEADER_MIN_WIDTH_PX}px)`);
    const update = () => setSticky(wide.matches && window.scrollY > thresholdPx);
    // Reading the scroll position lays the page out: in the next frame, where the browser lays it
    // out anyway, not in the first render's task (issue 9).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    wide.addEventListener('change', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      wide.removeEventListener('change', update);
    };
  }, [thresholdPx]);
  return sticky;
}
