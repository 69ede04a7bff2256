import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SCROLL_TOP_THRESHOLD_PX } from 'shared-contracts';
import { afterNextPaint } from '../../lib/after-next-paint';

/** Spec §9: a button back to the top appears once the page has scrolled more than 768 px. */
export function ScrollTopButton() {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    // Once the next frame is laid out (a restored scroll position shows it at once).
    const cancel = afterNextPaint(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancel();
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
