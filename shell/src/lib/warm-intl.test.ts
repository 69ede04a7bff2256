import { afterEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { LOCALES, toBcp47 } from 'shared-contracts';
import { warmIntl } from './warm-intl';

// warmIntl hands the browser's one-off Intl set-up to a worker thread (issue 9). The shop must
// start the same whether that worker starts, is refused, or does not exist.
const WorkerBefore = (globalThis as { Worker?: unknown }).Worker;

function setWorker(value: unknown): void {
  (globalThis as { Worker?: unknown }).Worker = value;
}

describe('the Intl warm-up on a worker thread', () => {
  afterEach(() => setWorker(WorkerBefore));

  it('starts the warm-up script that sits beside it, on the page’s own origin', () => {
    const started: URL[] = [];
    setWorker(
      class {
        constructor(script: URL) {
          started.push(script);
        }
      },
    );
    warmIntl();
    expect(started.map((url) => url.pathname.split('/').pop())).toEqual(['warm-intl.worker.js']);
  });

  it('lets the shop start when the browser refuses the worker, or has none', () => {
    setWorker(
      class {
        constructor() {
          throw new DOMException('refused by the content security policy', 'SecurityError');
        }
      },
    );
    expect(() => warmIntl()).not.toThrow();
    setWorker(undefined);
    expect(() => warmIntl()).not.toThrow();
  });

  it('runs in a worker’s scope: asks for the shop’s four languages, then ends itself', () => {
    const source = readFileSync(new URL('./warm-intl.worker.js', import.meta.url), 'utf8');
    const asked: unknown[] = [];
    let closed = false;
    const spy = (format: { supportedLocalesOf: (locales: string[]) => string[] }) => ({
      supportedLocalesOf: (locales: string[]) => {
        asked.push(format.supportedLocalesOf(locales));
        return locales;
      },
    });
    runInNewContext(source, {
      Intl: {
        NumberFormat: spy(Intl.NumberFormat),
        DateTimeFormat: spy(Intl.DateTimeFormat),
        PluralRules: spy(Intl.PluralRules),
      },
      self: { close: () => (closed = true) },
    });
    // Real Intl answered each: a wrong language tag would have thrown a RangeError instead.
    const shopLanguages = LOCALES.map(toBcp47);
    expect(asked).toEqual([shopLanguages, shopLanguages, shopLanguages]);
    expect(closed).toBe(true);
  });
});
