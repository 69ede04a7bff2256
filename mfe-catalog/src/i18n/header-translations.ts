import { createTranslationsStore, type MessageLoaders } from 'shared-contracts';
import dutch from './header/nl.json';

/**
 * What the header's search box says, apart from the catalog's pages (docs/performance.md): the
 * header is drawn on every page, so every page carried all the catalog's Dutch messages for the 6
 * it shows, even the cart's, the checkout's and the account's pages. The pages add the rest
 * (page-translations.ts).
 */
export const headerLoaders: MessageLoaders = {
  en_US: () => import('./header/en.json'),
  fr_CA: () => import('./header/fr.json'),
  de_DE: () => import('./header/de.json'),
};

export { dutch as headerDutch };

export const headerTranslations = createTranslationsStore(dutch, headerLoaders);
