import { createTranslationsStore, type MessageLoaders } from 'shared-contracts';
import dutch from './header/nl.json';

/**
 * What the header's account menu says, apart from the account's pages (docs/performance.md): the
 * header is drawn on every page, so every page carried all the account's Dutch messages for the 6
 * its menu shows. The pages add the rest (page-translations.ts).
 */
export const headerLoaders: MessageLoaders = {
  en_US: () => import('./header/en.json'),
  fr_CA: () => import('./header/fr.json'),
  de_DE: () => import('./header/de.json'),
};

export { dutch as headerDutch };

export const headerTranslations = createTranslationsStore(dutch, headerLoaders);
