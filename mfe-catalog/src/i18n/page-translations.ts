import { createTranslationsStore } from 'shared-contracts';
import { mergeLoaders } from 'shared-contracts/translation-files';
import { headerDutch, headerLoaders } from './header-translations';
import dutch from './messages/nl.json';

/** What the catalog's pages (and its quick view) say: their own messages and the header's. */
export const pageTranslations = createTranslationsStore(
  { ...headerDutch, ...dutch },
  mergeLoaders(headerLoaders, {
    en_US: () => import('./messages/en.json'),
    fr_CA: () => import('./messages/fr.json'),
    de_DE: () => import('./messages/de.json'),
  }),
);
