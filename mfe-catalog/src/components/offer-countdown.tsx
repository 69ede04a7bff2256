import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCountdown } from '../lib/use-countdown';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

interface Props {
  offerEndDate: string | null | undefined;
  /** The time the first render counts from (useCountdown's firstNow). */
  firstNow?: number | undefined;
}

/** The offer countdown; it pauses while the tab is hidden (no work for nobody) and resumes on return. */
export function OfferCountdown({ offerEndDate, firstNow }: Props) {
  const { status, parts, pause, resume } = useCountdown(offerEndDate, firstNow);

  useEffect(() => {
    const onVisibility = () => (document.hidden ? pause() : resume());
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [pause, resume]);

  if (status === 'COMPLETED') {
    return (
      <p className="cat-countdown cat-countdown-done" data-status={status} role="status">
        <FormattedMessage id="countdown.finished" />
      </p>
    );
  }
  return (
    <div className="cat-countdown" data-status={status}>
      <span className="cat-countdown-label">
        <FormattedMessage id="countdown.endsIn" />
      </span>
      <span className="cat-countdown-units" role="timer" aria-live="off">
        {UNITS.map((unit) => (
          <span key={unit} className="cat-countdown-unit">
            <strong>{String(parts[unit]).padStart(2, '0')}</strong>
            <FormattedMessage id={`countdown.${unit}`} />
          </span>
        ))}
      </span>
    </div>
  );
}
