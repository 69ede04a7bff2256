import { bus } from '../bus/bus';
import { DEFAULT_LOCALE, type LocaleCode } from '../entities/language';
import { loadMessages, type MessageLoaders, type Messages } from './load-messages';
import { settled, tracked, type TrackedPromise } from '../react/tracked-promise';

export interface Translations {
  locale: LocaleCode;
  messages: Messages;
}

export interface TranslationsStore {
  subscribe(onChange: () => void): () => void;
  snapshot(): Translations;
  /**
   * The messages of one language, loaded once and kept: for React's use(), on the server (where one
   * module serves every language at once) and in the browser. A settled load carries React's
   * `status`/`value` marks, so use() reads it without suspending.
   */
  load(locale: LocaleCode): Promise<Messages>;
}

/**
 * A package's translations, following the language the shell announces on the bus. Shaped for
 * React's useSyncExternalStore, with no React here: the snapshot only changes when messages for a
 * new language have arrived, so text never flashes from one language through raw ids to another.
 */
export function createTranslationsStore(dutch: Messages, loaders: MessageLoaders): TranslationsStore {
  let current: Translations = { locale: DEFAULT_LOCALE, messages: dutch };
  let requested: LocaleCode = DEFAULT_LOCALE;
  const listeners = new Set<() => void>();
  let stopFollowing: (() => void) | undefined;
  const loads = new Map<LocaleCode, TrackedPromise<Messages>>([[DEFAULT_LOCALE, settled(dutch)]]);

  const follow = () =>
    bus.on('shell:locale-changed', ({ locale }) => {
      if (locale === requested) return;
      requested = locale;
      void loadMessages(locale, dutch, loaders).then((messages) => {
        if (requested !== locale) return;
        current = { locale, messages };
        for (const listener of listeners) listener();
      });
    });

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      stopFollowing ??= follow();
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) {
          stopFollowing?.();
          stopFollowing = undefined;
        }
      };
    },
    snapshot: () => current,
    load(locale) {
      let load = loads.get(locale);
      if (!load) {
        load = tracked(loadMessages(locale, dutch, loaders));
        loads.set(locale, load);
      }
      return load;
    },
  };
}
