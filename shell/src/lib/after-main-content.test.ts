import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createMainContentGate } from './after-main-content';
import { settled } from '../testing/settled';

describe("the header's cart and account menu wait for the page's main content, not for a slow one", () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('start once the main content has drawn and the browser is idle, not before', async () => {
    const gate = createMainContentGate(new EventTarget(), 2500);
    const start = gate.whenSecondaryMayStart();
    jest.advanceTimersByTime(2000);
    expect(await settled(start)).toBe(false);
    gate.markDrawn();
    expect(await settled(start)).toBe(false);
    // jsdom has no requestIdleCallback: the next task stands in for the idle moment.
    jest.advanceTimersByTime(0);
    expect(await settled(start)).toBe(true);
  });

  it('start at once when the shopper touches or types, before the main content has drawn', async () => {
    for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart']) {
      const target = new EventTarget();
      const start = createMainContentGate(target, 2500).whenSecondaryMayStart();
      expect(await settled(start)).toBe(false);
      target.dispatchEvent(new Event(type));
      expect(await settled(start)).toBe(true);
    }
  });

  it('start after a few hundred ms when the main content is slow, without waiting for its remote', async () => {
    const start = createMainContentGate(new EventTarget()).whenSecondaryMayStart();
    jest.advanceTimersByTime(399);
    expect(await settled(start)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(start)).toBe(true);
  });

  it('start at once when the main content failed (its slot shows the notice), without waiting', async () => {
    const gate = createMainContentGate(new EventTarget(), 2500);
    const start = gate.whenSecondaryMayStart();
    expect(await settled(start)).toBe(false);
    gate.markFailed();
    expect(await settled(start)).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('are one start for every widget, and stop listening once started', async () => {
    const target = new EventTarget();
    const listen = jest.spyOn(target, 'addEventListener');
    const gate = createMainContentGate(target, 2500);
    const first = gate.whenSecondaryMayStart();
    expect(gate.whenSecondaryMayStart()).toBe(first);
    expect(listen).toHaveBeenCalledTimes(4);
    target.dispatchEvent(new Event('keydown'));
    await settled(first);
    const signal = (listen.mock.calls[0]?.[2] as AddEventListenerOptions).signal;
    expect(signal?.aborted).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });
});
