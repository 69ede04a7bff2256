import { createTranslationsStore, type LocaleCode, type Messages } from 'shared-contracts';
import dutch from './messages/nl.json';

// Named chunks, so an operator (or a browser test) can tell which language file a request is.
const store = createTranslationsStore(dutch, {
  en_US: () => import(/* webpackChunkName: "shell-messages-en" */ './messages/en.json'),
  fr_CA: () => import(/* webpackChunkName: "shell-messages-fr" */ './messages/fr.json'),
  de_DE: () => import(/* webpackChunkName: "shell-messages-de" */ './messages/de.json'),
});

/** The shell's messages in a language, loaded once (Dutch is in the bundle); for React's use(). */
export function shellMessages(locale: LocaleCode): Promise<Messages> {
  return store.load(locale);
}
