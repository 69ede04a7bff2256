import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { afterFirstPaint } from './after-first-paint';
import { settled } from '../testing/settled';

describe('the app starts after the HTML frame is drawn', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('waits for the next frame to be drawn, not for the whole page', async () => {
    const start = afterFirstPaint();
    expect(await settled(start)).toBe(false);
    frames.shift()?.(0);
    expect(await settled(start)).toBe(false);
    jest.advanceTimersByTime(0);
    expect(await settled(start)).toBe(true);
  });

  it('starts anyway when no frame comes (the browser draws nothing for a while)', async () => {
    const start = afterFirstPaint();
    jest.advanceTimersByTime(99);
    expect(await settled(start)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(start)).toBe(true);
  });

  it('starts at once in a tab that is not shown, where no frame is drawn', async () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(afterFirstPaint())).toBe(true);
    expect(frames).toEqual([]);
  });
});
