import { describe, expect, it } from '@jest/globals';
import { loadMessages } from './i18n/load-messages';
import { mergeLoaders } from './translation-files';

const dutch = { 'menu.open': 'Menu openen', 'page.title': 'Winkelwagen' };

describe("a remote's translation files loaded as one", () => {
  it('lays the files of a language over each other, as modules or as plain objects', async () => {
    const loaders = mergeLoaders(
      { en_US: async () => ({ default: { 'menu.open': 'Open menu' } }) },
      { en_US: async () => ({ 'page.title': 'Cart' }), de_DE: async () => ({ 'page.title': 'Warenkorb' }) },
    );
    expect(await loaders.en_US!()).toEqual({ 'menu.open': 'Open menu', 'page.title': 'Cart' });
    // The header's file has no German: German shows the pages' German and the header's Dutch.
    expect(await loadMessages('de_DE', dutch, loaders)).toEqual({
      'menu.open': 'Menu openen',
      'page.title': 'Warenkorb',
    });
  });

  it('fails the language when one file fails, so the shopper reads Dutch, not half a language', async () => {
    const loaders = mergeLoaders(
      { fr_CA: () => Promise.reject(new Error('404')) },
      { fr_CA: async () => ({ 'page.title': 'Panier' }) },
    );
    const logged: string[] = [];
    expect(await loadMessages('fr_CA', dutch, loaders, (message) => logged.push(message))).toEqual(dutch);
    expect(logged).toHaveLength(1);
  });
});
