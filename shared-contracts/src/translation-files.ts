// Translations kept in more than one file per language (a remote's header's and its pages'),
// loaded as one. A subpath of its own, not the package's entry: each remote bundles this small
// helper, so a remote that uses it still runs beside a shell whose shared copy of the contracts
// predates it (the entry is a shared module, and the shell's copy is the one a page uses).
import type { LocaleCode } from './entities/language';
import type { MessageLoaders } from './i18n/load-messages';
import { messagesOf, type Messages } from './i18n/messages-module';

/**
 * One loader per language that loads every part's file for it at once and lays them over each
 * other (a later part's message wins). A part without that language adds nothing; a file that
 * fails to load fails the whole language, which the translations store shows as Dutch.
 */
export function mergeLoaders(...parts: MessageLoaders[]): MessageLoaders {
  const locales = new Set(parts.flatMap((part) => Object.keys(part) as LocaleCode[]));
  const merged: MessageLoaders = {};
  for (const locale of locales) {
    merged[locale] = async () => {
      const loaded = await Promise.all(parts.map((part) => part[locale]?.() ?? {}));
      return Object.assign({}, ...loaded.map(messagesOf)) as Messages;
    };
  }
  return merged;
}
