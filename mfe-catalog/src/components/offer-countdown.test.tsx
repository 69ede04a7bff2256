import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook, screen } from '@testing-library/react';
import { renderInCatalog } from '../testing/render';
import { offerEnd, useCountdown } from '../lib/use-countdown';
import { OfferCountdown } from './offer-countdown';

const NOW = Date.parse('2030-01-01T12:00:00Z');

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => {
  jest.useRealTimers();
});

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('offer countdown (spec §4: STARTED, PAUSED, STOPPED, COMPLETED; tick 1000 ms)', () => {
  it('ticks every second while STARTED and ends COMPLETED with the finished message', () => {
    renderInCatalog(<OfferCountdown offerEndDate="2030-01-01T12:00:03Z" />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('03sec');
    act(() => jest.advanceTimersByTime(999));
    expect(timer).toHaveTextContent('03sec');
    act(() => jest.advanceTimersByTime(1));
    expect(timer).toHaveTextContent('02sec');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Product Selling Finished!');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows days, hours, minutes and seconds', () => {
    renderInCatalog(<OfferCountdown offerEndDate="2030-01-03T15:04:05Z" />);
    expect(screen.getByRole('timer')).toHaveTextContent('02days03hours04min05sec');
  });

  it('pauses while the tab is hidden and resumes against the clock', () => {
    const { container } = renderInCatalog(<OfferCountdown offerEndDate="2030-01-01T12:01:00Z" />);
    const state = () => container.querySelector('.cat-countdown')?.getAttribute('data-status');
    act(() => setHidden(true));
    expect(state()).toBe('PAUSED');
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('timer')).toHaveTextContent('01min00sec');
    act(() => setHidden(false));
    expect(state()).toBe('STARTED');
    expect(screen.getByRole('timer')).toHaveTextContent('50sec');
  });

  it('a past or missing end date is COMPLETED at once (default date 2024-11-20)', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current.status).toBe('COMPLETED');
    expect(offerEnd(undefined)).toBe(Date.parse('2024-11-20'));
    expect(offerEnd('not a date')).toBe(Date.parse('2024-11-20'));
  });

  it('STOPPED holds the time and does not resume', () => {
    const { result } = renderHook(() => useCountdown('2030-01-01T12:00:30Z'));
    expect(result.current.status).toBe('STARTED');
    act(() => result.current.stop());
    expect(result.current.status).toBe('STOPPED');
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.parts.seconds).toBe(30);
    act(() => result.current.resume());
    expect(result.current.status).toBe('STOPPED');
  });
});
