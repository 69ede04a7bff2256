/**
 * @jest-environment-options {"pretendToBeVisual": true}
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { PRELOADS_ELEMENT_ID } from 'shared-contracts';

const SOURCE = readFileSync(path.join(import.meta.dirname, 'page-start.js'), 'utf8');

/** The server's page: its first pictures (still on their way unless `arrived`), and the lists it carries. */
function page({
  pictures = 0,
  arrived = false,
  preloads = '["/remotes/catalog/1/remoteEntry.js","/libraries.1.js"]',
} = {}) {
  document.head.innerHTML =
    `<script type="application/json" id="${PRELOADS_ELEMENT_ID}">${preloads}</script>` +
    '<script type="application/json" id="riode-page-scripts">["/main.js"]</script>';
  document.body.innerHTML = '<div id="root"></div>';
  const images = Array.from({ length: pictures }, () => {
    const image = document.createElement('img');
    image.setAttribute('fetchpriority', 'high');
    image.src = '/images/products/1/front/x?w=640';
    Object.defineProperty(image, 'complete', { value: arrived });
    document.body.append(image);
    return image;
  });
  // A picture further down, at its default priority, is not waited for.
  const later = document.createElement('img');
  later.src = '/images/products/2/front/x?w=640';
  Object.defineProperty(later, 'complete', { value: false });
  document.body.append(later);
  return images;
}

/** What the page start has set going: the scripts preloaded and the scripts run, in order. */
function started() {
  return {
    preloaded: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
      (link) => link.getAttribute('href'),
    ),
    run: [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
      src: script.getAttribute('src'),
      inOrder: script.async === false,
    })),
  };
}
const NOTHING = { preloaded: [], run: [] };
const EVERYTHING = {
  preloaded: ['/remotes/catalog/1/remoteEntry.js', '/libraries.1.js'],
  run: [{ src: '/main.js', inOrder: true }],
};

const runPageStart = () => new Function(SOURCE)();

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe("the page start: the page's scripts after its first pictures", () => {
  it('waits for every first-in-line picture to arrive and be painted, then fetches and runs them all', () => {
    const [hero, second] = page({ pictures: 2 });
    runPageStart();
    expect(started()).toEqual(NOTHING);

    hero!.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(100);
    expect(started()).toEqual(NOTHING);

    // A picture that fails counts as arrived: nothing more will come.
    second!.dispatchEvent(new Event('error'));
    jest.advanceTimersByTime(50);
    expect(started()).toEqual(EVERYTHING);
  });

  it('starts after the next frame on a page without such pictures, or whose pictures are already in', () => {
    page();
    runPageStart();
    expect(started()).toEqual(NOTHING);
    jest.advanceTimersByTime(50);
    expect(started()).toEqual(EVERYTHING);

    page({ pictures: 1, arrived: true });
    runPageStart();
    jest.advanceTimersByTime(50);
    expect(started()).toEqual(EVERYTHING);
  });

  it('never before the page has painted, where the browser reports its paints', () => {
    // A browser with paint timing: no paint yet, then the first contentful one.
    let report: ((list: { getEntries: () => Array<{ name: string }> }) => void) | undefined;
    const observed: unknown[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(options: unknown) {
        observed.push(options);
      }
      disconnect() {
        report = undefined;
      }
    }
    const real = { observer: window.PerformanceObserver, entries: performance.getEntriesByType };
    Object.assign(window, { PerformanceObserver: FakeObserver });
    performance.getEntriesByType = () => [];
    try {
      page({ pictures: 1, arrived: true });
      runPageStart();
      jest.advanceTimersByTime(1_000);
      expect(started()).toEqual(NOTHING);
      expect(observed).toEqual([{ type: 'paint', buffered: true }]);

      report!({ getEntries: () => [{ name: 'first-paint' }] });
      jest.advanceTimersByTime(50);
      expect(started()).toEqual(NOTHING);
      report!({ getEntries: () => [{ name: 'first-contentful-paint' }] });
      jest.advanceTimersByTime(50);
      expect(started()).toEqual(EVERYTHING);
    } finally {
      Object.assign(window, { PerformanceObserver: real.observer });
      performance.getEntriesByType = real.entries;
    }
  });

  it('does not wait past its limit for a picture that takes long, and starts only once', () => {
    const [hero] = page({ pictures: 1 });
    runPageStart();
    jest.advanceTimersByTime(2_999);
    expect(started()).toEqual(NOTHING);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(EVERYTHING);

    hero!.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(started()).toEqual(EVERYTHING);
  });

  it('a list that is not one preloads nothing, and the page still starts', () => {
    page({ preloads: '{"not": "a list"' });
    runPageStart();
    jest.advanceTimersByTime(50);
    expect(started()).toEqual({ preloaded: [], run: EVERYTHING.run });
  });
});
