import { useCallback, useEffect, useMemo, useState } from 'react';
import { COUNTDOWN_TICK_MS, OFFER_COUNTDOWN_DEFAULT_DATE } from 'shared-contracts';

export type CountdownStatus = 'STARTED' | 'PAUSED' | 'STOPPED' | 'COMPLETED';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitRemaining(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** The offer's end; a missing or unreadable date falls back to the theme's default (spec §9). */
export function offerEnd(offerEndDate: string | null | undefined): number {
  const parsed = Date.parse(offerEndDate ?? '');
  return Number.isNaN(parsed) ? Date.parse(OFFER_COUNTDOWN_DEFAULT_DATE) : parsed;
}

/**
 * The offer countdown of spec §4: STARTED ticks every second; PAUSED and STOPPED hold the time
 * shown (stop is final, pause can resume); COMPLETED once the end is reached. The remaining time
 * is always measured against the clock, so a tick that comes late never makes the offer last longer.
 *
 * `firstNow` is the time the first render counts from: for a page drawn on the server, the time
 * its data was read, which the HTML and the browser's hydration then both show; the browser's own
 * clock takes over at the first tick after mounting. Without it (a widget only the browser
 * draws), the clock now.
 */
export function useCountdown(offerEndDate: string | null | undefined, firstNow?: number) {
  const end = useMemo(() => offerEnd(offerEndDate), [offerEndDate]);
  const [now, setNow] = useState(() => firstNow ?? Date.now());
  const [control, setControl] = useState<'run' | 'pause' | 'stop'>('run');
  const remaining = Math.max(0, end - now);
  const status: CountdownStatus =
    remaining === 0
      ? 'COMPLETED'
      : control === 'pause'
        ? 'PAUSED'
        : control === 'stop'
          ? 'STOPPED'
          : 'STARTED';

  useEffect(() => {
    if (status !== 'STARTED') return;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [status]);

  const pause = useCallback(() => setControl((c) => (c === 'run' ? 'pause' : c)), []);
  const resume = useCallback(() => {
    setControl((c) => (c === 'pause' ? 'run' : c));
    setNow(Date.now());
  }, []);
  const stop = useCallback(() => setControl('stop'), []);

  return { status, remaining, parts: splitRemaining(remaining), pause, resume, stop };
}
