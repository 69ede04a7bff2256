import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SCROLL_TOP_THRESHOLD_PX } from 'shared-contracts';

/** Spec §9: a button back to the top appears once the page has scrolled more than 768 px. */
export function ScrollTopButton() {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    // In the next frame, where the browser lays the page out anyway (see useStickyHeader).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="sh-scroll-top"
      aria-label={intl.formatMessage({ id: 'scrollTop' })}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }}
    >
      ↑
    </button>
  );
}
