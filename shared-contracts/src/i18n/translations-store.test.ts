import { describe, expect, it } from '@jest/globals';
import { bus } from '../bus/bus';
import { createTranslationsStore } from './translations-store';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a package translations store', () => {
  it('follows the language announced on the bus and keeps the snapshot until messages arrive', async () => {
    const store = createTranslationsStore(
      { title: 'Winkelwagen' },
      { en_US: async () => ({ default: { title: 'Cart' } }) },
    );
    let changes = 0;
    const stop = store.subscribe(() => (changes += 1));
    const before = store.snapshot();
    bus.publish('shell:locale-changed', { locale: 'en_US' });
    expect(store.snapshot()).toBe(before);
    await flush();
    expect(store.snapshot()).toEqual({ locale: 'en_US', messages: { title: 'Cart' } });
    expect(changes).toBe(1);
    stop();
  });
});
