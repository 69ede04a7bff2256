import { describe, expect, it, jest } from '@jest/globals';
import { loadMessages } from './load-messages';

const dutch = { hello: 'Hallo', cart: 'Winkelwagen' };

describe('loading translations', () => {
  it('lays a translation over the Dutch messages, so a missing key shows Dutch', async () => {
    const messages = await loadMessages('en_US', dutch, {
      en_US: async () => ({ default: { hello: 'Hello' } }),
    });
    expect(messages).toEqual({ hello: 'Hello', cart: 'Winkelwagen' });
  });

  it('falls back to Dutch, and only logs, when a file fails to load', async () => {
    const log = jest.fn();
    const messages = await loadMessages(
      'de_DE',
      dutch,
      { de_DE: () => Promise.reject(new Error('404')) },
      log,
    );
    expect(messages).toEqual(dutch);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('needs no load for Dutch', async () => {
    const loader = jest.fn(async () => ({}));
    expect(await loadMessages('nl_NL', dutch, { nl_NL: loader })).toBe(dutch);
    expect(loader).not.toHaveBeenCalled();
  });
});
